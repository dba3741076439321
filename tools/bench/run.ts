/*
 * `npm run bench`: the release gate (ADR 0007, 0008). Builds the production app into .next-bench
 * and, on a fresh seeded database (through scripts/run.ts), first times its start-up (ADR 0009:
 * start to healthy, first views, restart after a kill, coherence across two instances), then
 * starts it behind the nginx front door of deploy/nginx and measures Lighthouse, axe, load against
 * a static ceiling and edit-to-visible latency through it, times the window-sticker PDF of 100
 * units (ADR 0026, stickers.ts) and a backup's restore (ADR 0022), then restarts two instances one
 * after the other under load behind the front door (ADR 0022), sends a burst of 100 quote requests
 * timed to their replies (ADR 0024, lead-burst.ts) and one of 50 trade-ins with photos beside the
 * server's memory (issue 42, photo-burst-run.ts), times one daily alert run with 10,000
 * subscribers (ADR 0025, alerts-run.ts), writes bench/RESULTS.md and
 * bench/results.json, and exits non-zero when a budget (tools/bench/budgets.ts) is missed.
 *
 *   tsx tools/bench/run.ts [--skip-build] [--only=stage,...]
 *
 * --skip-build reuses the last .next-bench build, less the pages and reads its last run cached;
 * --only runs some stages (stages.ts) and writes
 * its report into bench/out.
 */
import path from 'node:path'

import { checkBudgets } from './budgets'
import type { Measurements, StageError } from './results'

import { buildApp, forgetRenderedPages, outDir, startApp } from './app'
import { runAlertsBench } from './alerts-run'
import { runAxe } from './axe'
import { before as deploysBefore, runRollingRestart } from './deploys'
import { runEditLatency } from './edit-latency'
import { createStaffAccount, underFreshDatabase } from './fresh-run'
import { runLeadBurst, sinkEnv } from './lead-burst-run'
import { runPhotoBurst } from './photo-burst-run'
import { runBundleReport } from './bundle-report'
import { runLighthouse } from './lighthouse'
import { loadTarget } from './load'
import { extraItems, loadWithMoreItems, purgeInventory } from './more-items'
import { measureNoJsLimit } from './no-js-twin'
import { runRestore } from './restore'
import { startFront } from '../../tests/support/nginx-front'
import { startSmtpCapture } from '../../tests/support/smtp-capture'
import {
  filteredInventoryPath,
  findUnit,
  loadPaths,
  noJsPaths,
  publicPaths,
  warmPage,
} from './pages'
import { describeMachine, writeReport } from './report'
import { staffApi } from './staff-api'
import { selectStages } from './stages'
import { runStaffPanel } from './staff-panel'
import { runStickers } from './stickers'
import { before as startupBefore, runStartup } from './startup'

const port = Number(process.env.BENCH_PORT ?? 3300)
const ceilingPort = port + 1
const frontPort = port + 2
const noJsPort = port + 3
const args = process.argv.slice(2)
const selected = selectStages(args)

async function measure(baseUrl: string, measured: Measurements): Promise<number> {
  const failed = (stage: string, subject: string, error: unknown): undefined => {
    measured.errors.push({ stage, subject, message: String(error) } satisfies StageError)
  }
  const step = (name: string) => console.log(`[bench] ${name}`)

  const unit = await findUnit(baseUrl).catch((error) => failed('Unit page', '/inventory/…', error))
  const paths = publicPaths(unit ? unit.path : '').filter(
    (pagePath) => pagePath && selected.page(pagePath),
  )
  for (const pagePath of paths) {
    await warmPage(baseUrl, pagePath).catch((error) => failed('Warm-up', pagePath, error))
  }

  if (selected.has('lighthouse')) {
    step('Lighthouse')
    const lighthouse = await runLighthouse(baseUrl, paths, [filteredInventoryPath])
    measured.lighthouse.push(...lighthouse.pages)
    measured.errors.push(...lighthouse.errors)
    step('Lighthouse of the same HTML without scripts')
    const twinPaths = noJsPaths(unit ? unit.path : '').filter(Boolean)
    await measureNoJsLimit(baseUrl, measured.lighthouse, twinPaths, noJsPort).then(
      ({ limits, errors }) => (measured.noJs.push(...limits), measured.errors.push(...errors)),
      (error) => failed('Lighthouse without JS', 'no-JS twin', error),
    )
  }

  if (selected.has('bundle')) {
    step('bundle report')
    const bundle = await runBundleReport(baseUrl, paths, '.next-bench')
    measured.bundle.push(...bundle.pages)
    measured.errors.push(...bundle.errors)
  }

  if (selected.has('axe')) {
    step('axe')
    const axe = await runAxe(baseUrl, paths)
    measured.axe.push(...axe.pages)
    measured.errors.push(...axe.errors)
  }

  if (selected.has('load')) {
    step('load: pages')
    for (const pagePath of loadPaths) {
      await loadTarget(pagePath, 'page', `${baseUrl}${pagePath}`, ceilingPort).then(
        (target) => measured.load.push(target),
        (error) => failed('Load', pagePath, error),
      )
    }
  }

  const needsStaff = ['edit', 'api', 'restore'] as const
  const api = needsStaff.some(selected.has)
    ? await staffApi(baseUrl).catch((error) => failed('Staff sign-in', 'REST', error))
    : undefined
  if (selected.has('edit') && api && unit) {
    step('edit-to-visible')
    const edits = await runEditLatency(api, baseUrl, unit)
    measured.editLatency.push(...edits.edits)
    measured.errors.push(...edits.errors)
  }

  let apiItems = 0
  if (selected.has('api')) {
    step(`load: GET /api/inventory and a filtered /inventory with ${extraItems} more items`)
    const staff = api && unit ? { api, unit } : undefined
    apiItems = await loadWithMoreItems(baseUrl, staff, ceilingPort, measured)
  }

  if (selected.has('stickers')) {
    step('window stickers: a PDF of 100 units')
    measured.stickers = await runStickers().catch((error) => failed('Stickers', '100 units', error))
  }

  if (selected.has('alerts')) {
    step('alerts: one daily alert run with 10,000 subscribers and 1,000 units')
    measured.alerts = await runAlertsBench(process.env.DATABASE_URL ?? '').catch((error) =>
      failed('Alert run', '10,000 subscribers', error),
    )
    // Its units arrived and got cheaper in SQL: the restore below reads the list as it now is.
    if (api && unit) await purgeInventory(api, unit.id)
  }

  if (selected.has('restore') && api) {
    step('restore: back up the database (with any 1,000 more items), restore it onto a fresh one')
    measured.deploys.restore = await runRestore(baseUrl, api, frontPort).catch((error) =>
      failed('Restore', 'npm run db:restore', error),
    )
  }
  return apiItems
}

async function main(): Promise<number> {
  if (!process.env.BENCH_DATABASE_READY) return underFreshDatabase('tools/bench/run.ts', args)
  const started = Number(process.env.BENCH_STARTED_AT ?? Date.now())
  await createStaffAccount()
  let buildMs: number | undefined
  if (!args.includes('--skip-build')) {
    const buildStarted = performance.now()
    await buildApp(frontPort)
    buildMs = Math.round(performance.now() - buildStarted)
  } else {
    forgetRenderedPages()
  }
  // Before anything else serves the build, so that its pages still render on their first request.
  const { startup, errors } = selected.has('startup')
    ? (console.log('[bench] start-up'), await runStartup(frontPort))
    : { startup: { firstViews: [], coherence: [], before: startupBefore }, errors: [] }
  startup.buildMs = buildMs
  const measured: Measurements = {
    lighthouse: [],
    noJs: [],
    bundle: [],
    axe: [],
    load: [],
    editLatency: [],
    startup,
    deploys: { before: deploysBefore },
    errors,
  }
  const smtp = await startSmtpCapture()
  const app = await startApp(port, frontPort, { env: sinkEnv(smtp.port) })
  let apiItems = 0
  try {
    // Everything is measured the way visitors reach the site: through the nginx front door.
    const front = await startFront(frontPort, port, path.join(outDir, 'nginx'))
    try {
      apiItems = await measure(front.baseUrl, measured)
    } finally {
      await front.stop()
    }
    if (selected.has('leads')) {
      // Straight to the app: the front door would make every request one client of five a window.
      console.log('[bench] lead burst')
      measured.leadBurst = await runLeadBurst(
        app.baseUrl,
        smtp,
        process.env.DATABASE_URL ?? '',
      ).catch((error) => {
        measured.errors.push({ stage: 'Lead burst', subject: '100 leads', message: String(error) })
        return undefined
      })
      console.log('[bench] photo burst')
      measured.photoBurst = await runPhotoBurst(app.baseUrl, app.pid).catch((error) => {
        measured.errors.push({
          stage: 'Photo burst',
          subject: '50 trade-ins',
          message: String(error),
        })
        return undefined
      })
    }
    if (selected.has('staff')) {
      // Last: its 10,000 leads would weigh on the lead burst's rotation.
      console.log('[bench] staff panel with 1,000 more units and 10,000 leads, then 5,000 units')
      await runStaffPanel(app.baseUrl, process.env.DATABASE_URL ?? '', apiItems).then(
        ({ staff, errors }) => ((measured.staff = staff), measured.errors.push(...errors)),
        (error) =>
          measured.errors.push({ stage: 'Staff panel', subject: 'setup', message: String(error) }),
      )
    }
  } finally {
    await app.stop()
    await smtp.close()
  }
  if (selected.has('rolling')) {
    console.log('[bench] rolling restart of two instances behind the front door')
    measured.deploys.rolling = await runRollingRestart().catch((error) => {
      measured.errors.push({
        stage: 'Rolling restart',
        subject: 'two instances',
        message: String(error),
      })
      return undefined
    })
  }
  const misses = checkBudgets(measured)
  const wallSeconds = Math.round((Date.now() - started) / 1000)
  const report = { ...measured, machine: describeMachine(), wallSeconds, apiItems, misses }
  const written = await writeReport(report, selected.partial ? outDir : undefined)
  console.log(`[bench] wrote ${written.join(' and ')} (${wallSeconds} s)`)
  if (misses.length === 0) {
    console.log('[bench] every budget holds')
    return 0
  }
  console.error(`[bench] ${misses.length} budget(s) missed:`)
  for (const miss of misses) {
    console.error(`  ${miss.budget} — ${miss.subject}: ${miss.value} (limit ${miss.limit})`)
  }
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
