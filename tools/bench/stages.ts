/*
 * The benchmark's stages, so that a change can be measured by the stage it touches: the whole
 * run takes about ten minutes on 2 cores, a Lighthouse-only run a few. A partial run writes its
 * report into bench/out, leaving bench/RESULTS.md to a full run (budgets of skipped stages pass
 * for want of figures there, so a partial report proves nothing about them).
 *
 *   tsx tools/bench/run.ts --only=startup,lighthouse [--pages=/,/contact,/inventory/]
 *
 * --pages narrows the page stages (Lighthouse, bundle, axe) to the pages it names ('/inventory/'
 * names every unit page); the start-up stage still views every page.
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
  /** A window-sticker PDF of 100 units, in a process of its own (stickers.ts). */
  'stickers',
  /** One daily alert run with 10,000 subscribers and 1,000 units (alerts-run.ts). */
  'alerts',
  /** Backup and restore of the database (with the 1,000 more units when 'api' ran). */
  'restore',
  'rolling',
  /**
   * 100 quote requests at once, each timed from its 201 to its reply handed to SMTP; then 50
   * trade-ins with photos at once, and the server's memory (photo-burst-run.ts).
   */
  'leads',
  /** The staff panel, 1,000 more units and 10,000 leads, then 5,000 units (staff-panel.ts). */
  'staff',
] as const

export type Stage = (typeof stages)[number]

export type StageSelection = {
  has: (stage: Stage) => boolean
  /** Whether --pages (when given) names this page. */
  page: (pagePath: string) => boolean
  partial: boolean
}

const option = (args: readonly string[], name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)

function selectPages(args: readonly string[]): StageSelection['page'] {
  const named = option(args, 'pages')?.split(',').filter(Boolean)
  if (!named) return () => true
  return (pagePath) =>
    named.some((name) =>
      name.endsWith('/') && name !== '/' ? pagePath.startsWith(name) : pagePath === name,
    )
}

/** Reads `--only=a,b` and `--pages=…` from the arguments. Throws on an unknown stage. */
export function selectStages(args: readonly string[]): StageSelection {
  const only = option(args, 'only')
  const page = selectPages(args)
  const partial = only !== undefined || option(args, 'pages') !== undefined
  if (only === undefined) return { has: () => true, page, partial }
  const chosen = only.split(',').filter(Boolean)
  const unknown = chosen.filter((name) => !(stages as readonly string[]).includes(name))
  if (unknown.length > 0 || chosen.length === 0) {
    throw new Error(`--only: unknown stage(s) ${unknown.join(', ')}; known: ${stages.join(', ')}`)
  }
  return { has: (stage) => chosen.includes(stage), page, partial }
}
