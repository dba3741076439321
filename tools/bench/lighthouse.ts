import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import type { LighthousePage, NoJsLimit, StageError } from './results'

import { outDir } from './app'
import { categories, median, numeric, summarise } from './lighthouse-summary'
import { chromiumFlags, chromiumPath } from '../../tests/support/chromium'

// Five runs per page, each metric its own median (lighthouse-summary.ts): one slow run on a
// shared machine decides nothing.
const runsPerPage = 5

type Options = {
  onlyCategories: readonly string[]
  /** Pages that say `noindex` on purpose, whose SEO score leaves out the indexable audit. */
  notIndexed: readonly string[]
  /** bench/out/<reports>/: each page's median report, for digging. */
  reports: string
}

/**
 * `runsPerPage` Lighthouse runs per page with the default (mobile, simulated throttling) config,
 * one after the other in one Chromium (parallel runs on two cores would measure each other).
 */
async function runPages(
  baseUrl: string,
  paths: string[],
  options: Options,
): Promise<{ runs: Map<string, Result[]>; errors: StageError[] }> {
  const reports = path.join(outDir, options.reports)
  mkdirSync(reports, { recursive: true })
  const chrome = await launch({
    // A fresh profile's first navigation to the host takes an internal 307 (about 700 ms on the
    // first page measured, none after): opening the site at launch keeps it out of the figures.
    startingUrl: `${baseUrl}/`,
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  })
  const runs = new Map<string, Result[]>()
  const errors: StageError[] = []
  try {
    for (const pagePath of paths) {
      const started = Date.now()
      try {
        const pageRuns: Result[] = []
        for (let run = 0; run < runsPerPage; run++) {
          const result = await lighthouse(`${baseUrl}${pagePath}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...options.onlyCategories],
            skipAudits: options.notIndexed.includes(pagePath) ? ['is-crawlable'] : [],
          })
          if (!result) throw new Error('Lighthouse returned no result')
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
          pageRuns.push(result.lhr)
        }
        runs.set(pagePath, pageRuns)
        const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll(/[/?&=]/g, '_')
        writeFileSync(
          path.join(reports, `${name}.json`),
          JSON.stringify(computeMedianRun(pageRuns)),
        )
        const figures = (id: string) =>
          pageRuns.map((lhr) => Math.round(numeric(lhr, id))).join('/')
        console.log(
          `[lighthouse] ${baseUrl}${pagePath}: ${runsPerPage} runs in ${Date.now() - started} ms, ` +
            `LCP ${figures('largest-contentful-paint')} ms, TBT ${figures('total-blocking-time')} ms`,
        )
      } catch (error) {
        errors.push({ stage: 'Lighthouse', subject: pagePath, message: String(error) })
      }
    }
  } finally {
    chrome.kill()
  }
  return { runs, errors }
}

/** Every category of each page; the reports land in bench/out/lighthouse. */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  notIndexed: readonly string[] = [],
): Promise<{ pages: LighthousePage[]; errors: StageError[] }> {
  const { runs, errors } = await runPages(baseUrl, paths, {
    onlyCategories: categories,
    notIndexed,
    reports: 'lighthouse',
  })
  return { pages: [...runs].map(([pagePath, pageRuns]) => summarise(pagePath, pageRuns)), errors }
}

/**
 * LCP of the no-JS twin of each page (no-js-twin.ts, served at `twinUrl`) beside the page's own
 * (`measured`: the same paths from runLighthouse); performance only, reports in bench/out/no-js.
 */
export async function runNoJsLimit(
  twinUrl: string,
  measured: LighthousePage[],
): Promise<{ limits: NoJsLimit[]; errors: StageError[] }> {
  const { runs, errors } = await runPages(
    twinUrl,
    measured.map((page) => page.path),
    { onlyCategories: ['performance'], notIndexed: [], reports: 'lighthouse-no-js' },
  )
  const limits = measured.flatMap((page): NoJsLimit[] => {
    const twinRuns = runs.get(page.path)
    if (!twinRuns) return []
    const lcpMs = Math.round(
      median(twinRuns.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    )
    const ratio = Math.round((page.lcpMs / lcpMs) * 100) / 100
    return [{ path: page.path, pageLcpMs: page.lcpMs, noJsLcpMs: lcpMs, ratio }]
  })
  return { limits, errors: errors.map((error) => ({ ...error, stage: 'Lighthouse without JS' })) }
}
