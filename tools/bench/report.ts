import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import type { BudgetMiss } from './budgets'
import type { Measurements } from './results'

import { root } from './app'
import { chromiumPath } from '../../tests/support/chromium'
import { connections, seconds } from './load'
import { table } from './markdown-table'
import { alertsSection } from './report-alerts'
import { deploysSection, leadBurstSection, photoBurstSection } from './report-deploys'
import { listsSection } from './report-lists'
import { bundleMarkdown, scriptsSection } from './report-scripts'
import { staffSection } from './report-staff'
import { startupSection } from './report-startup'

export type Machine = {
  date: string
  nproc: number
  cpu: string
  memoryGiB: number
  node: string
  chromium: string
  /** 1, 5 and 15-minute load averages when the run ended: other work on the machine skews figures. */
  loadAverage: number[]
}

export function describeMachine(): Machine {
  let chromium = 'unknown'
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    // Reported as unknown: the version is context, not a measurement.
  }
  return {
    date: new Date().toISOString(),
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium,
    loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
  }
}

export type Report = Measurements & {
  machine: Machine
  wallSeconds: number
  apiItems: number
  misses: BudgetMiss[]
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0)

function markdown(report: Report): string {
  const { machine } = report
  const findings = report.lighthouse.filter((page) => page.findings.length > 0)
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (tools/bench): production build, seeded database, served behind',
    "the production front door (nginx with deploy/nginx's half-second page cache, ADR 0007);",
    `Lighthouse mobile preset, axe-core WCAG 2.2 AA, autocannon ${connections} connections × ${seconds} s.`,
    'The load generator, nginx, the app and the static ceiling share the machine below.',
    '',
    table(
      ['Date', 'nproc', 'CPU', 'Memory', 'Node', 'Chromium', 'Load avg 1/5/15 min', 'Wall time'],
      [
        [
          machine.date,
          machine.nproc,
          machine.cpu,
          `${machine.memoryGiB} GiB`,
          machine.node,
          machine.chromium,
          machine.loadAverage.join(' / '),
          `${report.wallSeconds} s`,
        ],
      ],
    ),
    '',
    '## Lighthouse (mobile)',
    '',
    table(
      [
        'Page',
        'Perf',
        'A11y',
        'BP',
        'SEO',
        'LCP ms',
        'CLS',
        'TBT ms',
        'Total KB',
        'KB w/o video',
        'JS KB',
      ],
      report.lighthouse.map((page) => [
        page.path,
        page.scores.performance,
        page.scores.accessibility,
        page.scores.bestPractices,
        page.scores.seo,
        page.lcpMs,
        page.cls,
        page.tbtMs,
        kb(page.totalBytes),
        kb(page.bytesBeforeVideo),
        kb(page.jsBytes),
      ]),
    ),
    '',
    ...scriptsSection(report.noJs, report.bundle),
    '',
    '## axe-core (WCAG 2.2 AA)',
    '',
    table(
      ['Page', 'Violations', 'Rules (nodes)'],
      report.axe.map((page) => [
        page.path,
        page.violations.length,
        page.violations.map((violation) => `${violation.id} (${violation.nodes})`).join(', ') ||
          '–',
      ]),
    ),
    '',
    `## Load (requests accept gzip as browsers do; static ceiling: the same bytes from an in-memory Node server; API and the filtered list with ${report.apiItems} more items)`,
    '',
    table(
      [
        'Target',
        'Body KB (sent)',
        'req/s',
        'p50 ms',
        'p99 ms',
        'Failed',
        'Ceiling req/s',
        'Ceiling p99 ms',
        'Ratio',
      ],
      report.load.map(({ target, bytes, app, ceiling, ratio }) => [
        target,
        kb(bytes),
        app.requestsPerSec,
        app.p50Ms,
        app.p99Ms,
        app.errors + app.timeouts + app.non2xx,
        ceiling.requestsPerSec,
        ceiling.p99Ms,
        ratio,
      ]),
    ),
    '',
    ...listsSection(report.lists),
    '',
    '## Edit-to-visible',
    '',
    table(
      ['Edit', 'Page', 'ms'],
      report.editLatency.map((edit) => [edit.what, edit.path, edit.ms]),
    ),
    '',
    ...startupSection(report.startup),
    '',
    ...deploysSection(report.deploys),
    '',
    '## Window stickers (one PDF, in a process of its own)',
    '',
    report.stickers
      ? table(
          ['Units', 'Seconds', 'PDF MB', 'Peak RSS MB', 'Peak heap MB'],
          [
            [
              report.stickers.units,
              report.stickers.ms / 1000,
              Math.round(report.stickers.bytes / 1e5) / 10,
              report.stickers.peakRssMb,
              report.stickers.peakHeapMb,
            ],
          ],
        )
      : 'Not measured.',
    '',
    ...leadBurstSection(report.leadBurst),
    ...photoBurstSection(report.photoBurst),
    '',
    ...alertsSection(report.alerts),
    '',
    ...staffSection(report.staff),
    '',
    '## Budgets',
    '',
    report.misses.length === 0
      ? 'Every budget holds.'
      : table(
          ['Budget', 'Subject', 'Measured', 'Limit'],
          report.misses.map((miss) => [miss.budget, miss.subject, miss.value, miss.limit]),
        ),
    '',
    '## Top Lighthouse findings',
    '',
    ...findings.flatMap((page) => [
      `- \`${page.path}\`: ` +
        page.findings
          .map((finding) =>
            finding.displayValue ? `${finding.id} (${finding.displayValue})` : finding.id,
          )
          .join(', '),
    ]),
    '',
  ].join('\n')
}

/**
 * Writes RESULTS.md and BUNDLE.md (for people) and results.json (for tools), as Prettier would,
 * into bench/ or `dir`; returns the files' paths.
 */
export async function writeReport(
  report: Report,
  dir = path.join(root, 'bench'),
): Promise<string[]> {
  mkdirSync(dir, { recursive: true })
  const write = async (name: string, text: string) => {
    const file = path.join(dir, name)
    const options = { ...(await resolveConfig(file)), filepath: file }
    writeFileSync(file, await format(text, options))
  }
  await write('results.json', JSON.stringify(report))
  await write('RESULTS.md', markdown(report))
  await write('BUNDLE.md', bundleMarkdown(report.bundle))
  return ['RESULTS.md', 'BUNDLE.md', 'results.json'].map((name) =>
    path.relative(root, path.join(dir, name)),
  )
}
