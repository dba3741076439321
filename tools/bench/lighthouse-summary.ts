/*
 * One page's figures from its Lighthouse runs: each metric is its own median over the runs, so
 * that one slow run decides none of them; the weak audits come from Lighthouse's median run.
 */
import type { Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import type { Finding, LighthousePage } from './results'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const findingsPerPage = 6

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const score = (lhr: Result, id: (typeof categories)[number]) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100)

export const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN

function bytesOf(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined
  return details?.items?.find((item) => item.resourceType === resourceType)?.transferSize ?? 0
}

/*
 * Audits that cost points, the heaviest first: what a page's owner should fix next. The metrics
 * themselves are in the table already; the diagnostics and failures say why.
 */
function findings(lhr: Result): Finding[] {
  const weighed = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'hidden' && ref.group !== 'metrics')
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] })),
  )
  return weighed
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .filter(({ audit }) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .slice(0, findingsPerPage)
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }))
}

export function summarise(pagePath: string, runs: Result[]): LighthousePage {
  const of = (read: (lhr: Result) => number) => median(runs.map(read))
  const totalBytes = of((lhr) => numeric(lhr, 'total-byte-weight'))
  return {
    path: pagePath,
    runs: runs.length,
    scores: {
      performance: of((lhr) => score(lhr, 'performance')),
      accessibility: of((lhr) => score(lhr, 'accessibility')),
      bestPractices: of((lhr) => score(lhr, 'best-practices')),
      seo: of((lhr) => score(lhr, 'seo')),
    },
    lcpMs: Math.round(of((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    cls: Math.round(of((lhr) => numeric(lhr, 'cumulative-layout-shift')) * 1000) / 1000,
    tbtMs: Math.round(of((lhr) => numeric(lhr, 'total-blocking-time'))),
    totalBytes,
    bytesBeforeVideo: of((lhr) => numeric(lhr, 'total-byte-weight') - bytesOf(lhr, 'media')),
    jsBytes: of((lhr) => bytesOf(lhr, 'script')),
    findings: findings(computeMedianRun(runs)),
  }
}
