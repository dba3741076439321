import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import type { Finding, LighthousePage, StageError } from './results'

import { outDir } from './app'
import { chromiumFlags, chromiumPath } from '../../tests/harness/chromium'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const findingsPerPage = 6
// Lighthouse's own advice for noisy machines: several runs, report the median one.
const runsPerPage = 3

const score = (lhr: Result, id: (typeof categories)[number]) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100)

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN

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

function summarise(pagePath: string, lhr: Result): LighthousePage {
  const totalBytes = numeric(lhr, 'total-byte-weight')
  return {
    path: pagePath,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    totalBytes,
    bytesBeforeVideo: totalBytes - bytesOf(lhr, 'media'),
    jsBytes: bytesOf(lhr, 'script'),
    findings: findings(lhr),
  }
}

/**
 * Three Lighthouse runs per page with the default (mobile, simulated throttling) config, one after
 * the other in one Chromium (parallel runs on two cores would measure each other); the page's
 * figures are those of the median run (Lighthouse's computeMedianRun, by FCP and TTI). The median
 * reports land in bench/out/lighthouse for digging. Pages in `notIndexed` say `noindex` on
 * purpose (filtered lists point search engines at the bare one): their SEO score leaves out the
 * one audit that asks a page to be indexable.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  notIndexed: readonly string[] = [],
): Promise<{ pages: LighthousePage[]; errors: StageError[] }> {
  const reports = path.join(outDir, 'lighthouse')
  mkdirSync(reports, { recursive: true })
  const chrome = await launch({
    // A fresh profile's first navigation to the host takes an internal 307 (about 700 ms on the
    // first page measured, none after): opening the site at launch keeps it out of the figures.
    startingUrl: `${baseUrl}/`,
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  })
  const pages: LighthousePage[] = []
  const errors: StageError[] = []
  try {
    for (const pagePath of paths) {
      const started = Date.now()
      try {
        const runs: Result[] = []
        for (let run = 0; run < runsPerPage; run++) {
          const result = await lighthouse(`${baseUrl}${pagePath}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
            skipAudits: notIndexed.includes(pagePath) ? ['is-crawlable'] : [],
          })
          if (!result) throw new Error('Lighthouse returned no result')
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
          runs.push(result.lhr)
        }
        const lhr = computeMedianRun(runs)
        const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_')
        writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(lhr))
        pages.push(summarise(pagePath, lhr))
        const tbt = runs.map((run) => Math.round(numeric(run, 'total-blocking-time')))
        console.log(
          `[lighthouse] ${pagePath}: ${runsPerPage} runs in ${Date.now() - started} ms, ` +
            `TBT ${tbt.join('/')} ms, median run TBT ${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
        )
      } catch (error) {
        errors.push({ stage: 'Lighthouse', subject: pagePath, message: String(error) })
      }
    }
  } finally {
    chrome.kill()
  }
  return { pages, errors }
}
