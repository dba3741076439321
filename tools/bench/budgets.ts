import { non2xx } from '../../scripts/rolling-restart'
import type { Measurements } from './results'

/*
 * The release budgets of issues 8, 14 and 30, one row each. A row reads its figures from a benchmark run as
 * (subject, value) pairs; `npm run bench` exits non-zero when any pair is on the wrong side.
 */
type Budget = {
  name: string
  /** 'min': the value must be at least the limit; 'max': at most. */
  bound: 'min' | 'max'
  limit: number
  unit: string
  measure: (run: Measurements) => [subject: string, value: number][]
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

const pages = (run: Measurements) => run.load.filter((target) => target.kind === 'page')

export const budgets: Budget[] = [
  {
    name: 'Lighthouse performance',
    bound: 'min',
    limit: 95,
    unit: '',
    measure: (run) => run.lighthouse.map((page) => [page.path, page.scores.performance]),
  },
  {
    name: 'Lighthouse accessibility',
    bound: 'min',
    limit: 100,
    unit: '',
    measure: (run) => run.lighthouse.map((page) => [page.path, page.scores.accessibility]),
  },
  {
    name: 'Lighthouse best practices',
    bound: 'min',
    limit: 95,
    unit: '',
    measure: (run) => run.lighthouse.map((page) => [page.path, page.scores.bestPractices]),
  },
  {
    name: 'Lighthouse SEO',
    bound: 'min',
    limit: 100,
    unit: '',
    measure: (run) => run.lighthouse.map((page) => [page.path, page.scores.seo]),
  },
  {
    name: 'Cumulative layout shift',
    bound: 'max',
    limit: 0.02,
    unit: '',
    measure: (run) => run.lighthouse.map((page) => [page.path, page.cls]),
  },
  {
    name: 'Total blocking time',
    bound: 'max',
    limit: 100,
    unit: ' ms',
    measure: (run) => run.lighthouse.map((page) => [page.path, page.tbtMs]),
  },
  {
    name: 'Page weight before the hero video',
    bound: 'max',
    limit: 400,
    unit: ' KB',
    measure: (run) => run.lighthouse.map((page) => [page.path, kb(page.bytesBeforeVideo)]),
  },
  {
    name: 'axe violations (WCAG 2.2 AA)',
    bound: 'max',
    limit: 0,
    unit: '',
    measure: (run) => run.axe.map((page) => [page.path, page.violations.length]),
  },
  {
    name: 'Cached page requests/s as a share of the static ceiling',
    bound: 'min',
    limit: 0.5,
    unit: '',
    measure: (run) => pages(run).map((target) => [target.target, target.ratio]),
  },
  {
    name: 'Cached page p99 latency',
    bound: 'max',
    limit: 50,
    unit: ' ms',
    measure: (run) => pages(run).map((target) => [target.target, target.app.p99Ms]),
  },
  {
    name: 'GET /api/inventory p50 latency with 1,000 items',
    bound: 'max',
    limit: 20,
    unit: ' ms',
    measure: (run) =>
      run.load
        .filter((target) => target.kind === 'api')
        .map((target) => [target.target, target.app.p50Ms]),
  },
  {
    name: 'Failed responses under load (errors, timeouts, non-2xx)',
    bound: 'max',
    limit: 0,
    unit: '',
    measure: (run) =>
      run.load.map(({ target, app }) => [target, app.errors + app.timeouts + app.non2xx]),
  },
  // Issue 26: the daily alert run, 10,000 subscribers and 1,000 units, mails to a local sink.
  {
    name: 'Alert run with 10,000 subscribers',
    bound: 'max',
    limit: 300,
    unit: ' s',
    measure: ({ alerts }) => (alerts ? [['npm run alerts:send', alerts.runMs / 1000]] : []),
  },
  {
    // What the run adds to the process it runs in (the server's, on the jobs queue).
    name: 'Alert run memory',
    bound: 'max',
    limit: 300,
    unit: ' MB',
    measure: ({ alerts }) =>
      alerts ? [['10,000 subscribers', Math.round(alerts.runRssBytes / 1024 / 1024)]] : [],
  },
  {
    name: 'Edit-to-visible latency',
    bound: 'max',
    limit: 2000,
    unit: ' ms',
    measure: (run) => run.editLatency.map((edit) => [edit.what, edit.ms]),
  },
  // Issue 14: a new process serves in seconds, and instances sharing Redis agree on an edit.
  {
    name: 'Start to healthy (spawn to /api/health 200)',
    bound: 'max',
    limit: 10,
    unit: ' s',
    measure: ({ startup }) =>
      startup.startToHealthMs === undefined
        ? []
        : [['node server.mjs', startup.startToHealthMs / 1000]],
  },
  {
    name: 'First view of a public page after a start (rendered on demand)',
    bound: 'max',
    limit: 1500,
    unit: ' ms',
    measure: ({ startup }) => startup.firstViews.map((page) => [page.path, page.firstMs]),
  },
  {
    name: 'Edit on one instance visible on the other (shared Redis)',
    bound: 'max',
    limit: 2000,
    unit: ' ms',
    measure: ({ startup }) => startup.coherence.map((run) => [run.direction, run.ms]),
  },
  // Issue 30: deploys lose nothing, and a backup is back in service within minutes.
  {
    name: 'Requests failed or not 2xx during a rolling restart',
    bound: 'max',
    limit: 0,
    unit: '',
    measure: ({ deploys: { rolling } }) =>
      rolling ? [['2 instances behind the front door', rolling.failed + non2xx(rolling)]] : [],
  },
  {
    name: 'Restore of the latest backup onto a fresh database',
    bound: 'max',
    limit: 300,
    unit: ' s',
    measure: ({ deploys: { restore } }) =>
      restore ? [[`npm run db:restore (${restore.units} units)`, restore.restoreMs / 1000]] : [],
  },
]

export type BudgetMiss = { budget: string; subject: string; value: string; limit: string }

/** Every figure outside its budget, plus every measurement that could not be taken at all. */
export function checkBudgets(run: Measurements): BudgetMiss[] {
  const misses: BudgetMiss[] = []
  for (const { name, bound, limit, unit, measure } of budgets) {
    for (const [subject, value] of measure(run)) {
      const within = Number.isFinite(value) && (bound === 'min' ? value >= limit : value <= limit)
      if (!within) {
        misses.push({
          budget: name,
          subject,
          value: `${value}${unit}`,
          limit: `${bound === 'min' ? '≥' : '≤'} ${limit}${unit}`,
        })
      }
    }
  }
  for (const error of run.errors) {
    misses.push({
      budget: `${error.stage} measured`,
      subject: error.subject,
      value: error.message,
      limit: 'a measurement',
    })
  }
  return misses
}
