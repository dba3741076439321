/* What one benchmark run measures: the shape of bench/results.json and the input of the budgets. */

export type Finding = { id: string; title: string; displayValue?: string }

export type LighthousePage = {
  path: string
  /** Category scores, 0–100. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  cls: number
  tbtMs: number
  totalBytes: number
  /** Everything but video: the hero clip loads after the poster and is budgeted apart. */
  bytesBeforeVideo: number
  jsBytes: number
  /** Failing or weak audits, heaviest first. */
  findings: Finding[]
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: number }

export type AxePage = { path: string; violations: AxeViolation[] }

export type LoadRun = {
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  timeouts: number
}

export type LoadTarget = {
  target: string
  kind: 'page' | 'api'
  bytes: number
  app: LoadRun
  ceiling: LoadRun
  /** app requests/s ÷ ceiling requests/s */
  ratio: number
}

export type EditLatency = { what: string; path: string; ms: number }

/** A stage that failed leaves its pages out and says why here, so the budget check can fail it. */
export type StageError = { stage: string; subject: string; message: string }

export type Measurements = {
  lighthouse: LighthousePage[]
  axe: AxePage[]
  load: LoadTarget[]
  editLatency: EditLatency[]
  errors: StageError[]
}
