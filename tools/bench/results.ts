import type { AlertRunBench } from './alerts-run'
import type { StaffPanelBench } from './staff-panel'
/* What one benchmark run measures: the shape of bench/results.json and the input of the budgets. */
import type { RollingTally } from '../../tests/support/rolling-restart'

export type Finding = { id: string; title: string; displayValue?: string }

/** Each figure is the median of its own over `runs` Lighthouse runs (lighthouse-summary.ts). */
export type LighthousePage = {
  path: string
  runs: number
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

/** A page's LCP beside that of its own HTML without scripts (no-js-twin.ts). */
export type NoJsLimit = {
  path: string
  pageLcpMs: number
  noJsLcpMs: number
  /** pageLcpMs ÷ noJsLcpMs */
  ratio: number
}

/** A page's first-load JavaScript (bundle-report.ts). */
export type BundlePage = {
  path: string
  /** gzipped, as served */
  firstLoadBytes: number
  rawBytes: number
  chunks: number
  /** Whether the page carries the quote form (its module is among the page's scripts). */
  quoteForm: boolean
  /** gzip bytes per module group (chunk-modules.ts moduleGroup) */
  modules: Record<string, number>
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
  /** 'filtered': a filtered /inventory, cached per normalised filter (ADR 0028). */
  kind: 'page' | 'api' | 'filtered'
  bytes: number
  app: LoadRun
  ceiling: LoadRun
  /** app requests/s ÷ ceiling requests/s */
  ratio: number
}

export type EditLatency = { what: string; path: string; ms: number }

/** A public page's first request after a start (rendered on demand) and the request after it. */
export type FirstView = {
  path: string
  /** Request to the whole HTML document, in milliseconds. */
  firstMs: number
  /** Its x-nextjs-cache header ('MISS' when the request rendered the page), '' when absent. */
  firstCache: string
  repeatMs: number
  repeatCache: string
}

/** An edit saved through one instance, timed until the other instance's page shows it. */
export type Coherence = {
  direction: 'A → B' | 'B → A'
  what: string
  path: string
  ms: number
}

/** The start-up figures (ADR 0009) on this machine before the build stopped reading the database. */
export type StartupBefore = {
  /** `npm start` on a fresh clone to the first page (it rebuilt the site against the database). */
  freshCloneToFirstPageS: number
  /** Killed server process to the site answering again. */
  killToServingS: number
  /** Two separately built instances: the other one never saw an edit's purge. */
  coherence: string
}

/** How fast a production process serves after its start, and how soon instances agree. */
export type Startup = {
  /** `npm run build`'s script into .next-bench, reading no database; absent with --skip-build. */
  buildMs?: number
  /** Spawn of `node server.mjs` to the first 200 from /api/health (database already migrated). */
  startToHealthMs?: number
  /** Spawn to the end of the first home page response, just after health answered. */
  startToFirstPageMs?: number
  firstViews: FirstView[]
  /** After SIGKILL: spawn of the same command to the first 200 of the home page. */
  restartToServingMs?: number
  coherence: Coherence[]
  /** Why coherence across instances was not measured (no Redis), when it was not. */
  coherenceSkipped?: string
  before: StartupBefore
}

/** A stage that failed leaves its pages out and says why here, so the budget check can fail it. */
export type StageError = { stage: string; subject: string; message: string }

export type Measurements = {
  lighthouse: LighthousePage[]
  noJs: NoJsLimit[]
  bundle: BundlePage[]
  axe: AxePage[]
  load: LoadTarget[]
  editLatency: EditLatency[]
  startup: Startup
  deploys: Deploys
  /** Absent when the sticker stage failed (its error is in `errors`). */
  stickers?: StickerBench
  /** Absent when the burst could not run (see errors). */
  leadBurst?: LeadBurst
  photoBurst?: PhotoBurst
  /** One daily alert run with 10,000 subscribers (tools/bench/alerts-run.ts). */
  alerts?: AlertRunBench
  /** What the inventory list costs a browser at 1,012 units (the 'api' stage). */
  lists?: ListTransfers
  /** The staff panel at 1,000 more units and 10,000 leads, then 5,000 units (staff-panel.ts). */
  staff?: StaffPanelBench
  errors: StageError[]
}

/**
 * Bytes on the wire (gzipped, through the front door) of the list at scale (ADR 0028): the whole
 * list, a browser's revalidation of it with its ETag, and the island's first three reads on a
 * phone (narrow, sort, show more), which fetch only the units shown.
 */
export type ListTransfers = {
  listBytes: number
  revalidationStatus: number
  revalidationBytes: number
  pagedBytes: number
}

/** Window stickers (ADR 0026): one PDF of `units` pages, written in a process of its own. */
export type StickerBench = {
  units: number
  ms: number
  bytes: number
  /** The process's peak resident memory (Node and the PDF), in MB. */
  peakRssMb: number
  peakHeapMb: number
}

/**
 * The lead burst (ADR 0024): quote requests sent at once, each timed from its 201 to its reply handed to SMTP.
 * `without`: leads with neither a reply sent nor a recorded reason (or not stored at all).
 */
export type LeadBurst = {
  leads: number
  stored: number
  replies: number
  reasons: number
  without: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** From the first request sent to the last 201. */
  burstMs: number
}

/**
 * The photo burst (issue 42, photo-burst-run.ts): trade-ins with photos sent at once. `refused`:
 * answered 503 with Retry-After before being read; `other`: any other answer or a cut connection.
 * The server's resident memory before the burst and at its peak, in MB.
 */
export type PhotoBurst = {
  posts: number
  postMb: number
  stored: number
  refused: number
  other: number
  beforeMb: number
  peakMb: number
  burstMs: number
}

/** `npm run db:restore` of the benchmark's own backup onto a fresh database. */
export type Restore = {
  /** Units the restored site lists, all of the backup's. */
  units: number
  backupMs: number
  restoreMs: number
}

/**
 * Deploys that lose nothing (ADR 0022). `before` is what was measured on this machine before
 * ADR 0022 (the same procedure, 2 × 8 connections for 40 s).
 */
export type Deploys = {
  restore?: Restore
  rolling?: RollingTally
  before: { requests: number; answered502: number; failed: number }
}
