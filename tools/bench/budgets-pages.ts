import type { Budget } from './budgets'
import type { BundlePage, Measurements } from './results'

import { median } from './lighthouse-summary'

/* What a visitor's browser gets: Lighthouse, the no-JS limit, first-load scripts and axe. */

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** How much more a page with the quote form loads than the middle page without it. */
function quoteFormExtra(pages: BundlePage[]): [string, number][] {
  const others = pages.filter((page) => !page.quoteForm).map((page) => page.firstLoadBytes)
  if (others.length === 0) return []
  const typical = median(others)
  return pages
    .filter((page) => page.quoteForm)
    .map((page) => [page.path, kb(page.firstLoadBytes - typical)])
}

export const pageBudgets: Budget[] = [
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
    limit: 50,
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
    name: 'LCP as a multiple of the same HTML without scripts',
    bound: 'max',
    limit: 1.2,
    unit: '×',
    measure: (run: Measurements) => run.noJs.map((page) => [page.path, page.ratio]),
  },
  {
    // Issue 28: below the 152 KB the pages without the quote form loaded before it (0.1 KB steps).
    name: 'First-load JavaScript (gzipped)',
    bound: 'max',
    limit: 151.9,
    unit: ' KB',
    measure: (run) => run.bundle.map((page) => [page.path, kb(page.firstLoadBytes)]),
  },
  {
    name: 'First-load JavaScript of a quote-form page over the median page without the form',
    bound: 'max',
    limit: 5,
    unit: ' KB',
    measure: (run) => quoteFormExtra(run.bundle),
  },
]
