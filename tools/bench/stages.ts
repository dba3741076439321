/*
 * The benchmark's stages, so that a change can be measured by the stage it touches: the whole
 * run takes about ten minutes on 2 cores, a Lighthouse-only run a few. A partial run writes its
 * report into bench/out, leaving bench/RESULTS.md to a full run (budgets of skipped stages pass
 * for want of figures there, so a partial report proves nothing about them).
 *
 *   tsx tools/bench/run.ts --only=startup,lighthouse
 */
export const stages = [
  /** Start-up, first (cold) views of every public page, coherence across two instances. */
  'startup',
  /** Lighthouse of each page, and of the same HTML without its scripts (no-js-twin.ts). */
  'lighthouse',
  /** Each page's first-load JavaScript, module by module (bundle-report.ts). */
  'bundle',
  'axe',
  /** Cached pages under load beside the static ceiling. */
  'load',
  'edit',
  /** 1,000 more units, then GET /api/inventory and a filtered list under load. */
  'api',
  /** Backup and restore of the database (with the 1,000 more units when 'api' ran). */
  'restore',
  'rolling',
] as const

export type Stage = (typeof stages)[number]

export type StageSelection = { has: (stage: Stage) => boolean; partial: boolean }

/** Reads `--only=a,b` from the arguments; every stage without it. Throws on an unknown name. */
export function selectStages(args: readonly string[]): StageSelection {
  const only = args.find((arg) => arg.startsWith('--only='))
  if (!only) return { has: () => true, partial: false }
  const chosen = only.slice('--only='.length).split(',').filter(Boolean)
  const unknown = chosen.filter((name) => !(stages as readonly string[]).includes(name))
  if (unknown.length > 0 || chosen.length === 0) {
    throw new Error(`--only: unknown stage(s) ${unknown.join(', ')}; known: ${stages.join(', ')}`)
  }
  return { has: (stage) => chosen.includes(stage), partial: true }
}
