/*
 * `npm run bench`: issue 8's release gate. Builds the production app into .next-bench and, on a
 * fresh seeded database (through scripts/run.ts), first times its start-up (issue 14: start to
 * healthy, first views, restart after a kill, coherence across two instances), then starts it
 * behind the nginx front door of deploy/nginx and measures Lighthouse, axe, load against a static
 * ceiling and edit-to-visible latency through it, times a backup's restore (issue 30), then
 * restarts two instances one after the other under load behind the front door (issue 30), times
 * one daily alert run with 10,000 subscribers (issue 26, tools/bench/alerts-run.ts), writes
 * bench/RESULTS.md and bench/results.json, and exits non-zero when a budget
 * (tools/bench/budgets.ts) is missed.
 *
 *   tsx tools/bench/run.ts [--skip-build]    --skip-build reuses the last .next-bench build
 *                                              (whose pages the last run already rendered: its
 *                                              first views are then cache hits, not renders)
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { checkBudgets } from './budgets'
import type { Measurements, StageError } from './results'

import { buildApp, outDir, root, startApp } from './app'
import { runAlertsBench } from './alerts-run'
import { runAxe } from './axe'
import { before as deploysBefore, runRollingRestart } from './deploys'
import { runEditLatency } from './edit-latency'
import { runLighthouse } from './lighthouse'
import { loadTarget } from './load'
import { runRestore } from './restore'
import { startFront } from '../../scripts/nginx-front'
import { filteredInventoryPath, findUnit, loadPaths, publicPaths, warmPage } from './pages'
import { describeMachine, writeReport } from './report'
import { seedInventory } from './seed-inventory'
import { staffApi } from './staff-api'
import { runStartup } from './startup'

const port = Number(process.env.BENCH_PORT ?? 3300)
const ceilingPort = port + 1
const frontPort = port + 2
const extraItems = 1000
const args = process.argv.slice(2)

/*
 * The measuring run is this same script, started again by scripts/run.ts on a fresh database
 * with the demo inventory, and a password of its own for its staff account.
 */
function underFreshDatabase(): Promise<number> {
  const tsx = path.join(root, 'node_modules/.bin/tsx')
  const child = spawn(
    tsx,
    ['scripts/run.ts', '--fresh-db', '--demo', '--', tsx, 'tools/bench/run.ts', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_DATABASE_READY: '1',
        BENCH_STARTED_AT: String(Date.now()),
        BENCH_STAFF_PASSWORD: randomBytes(24).toString('base64url'),
      },
    },
  )
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

function createStaffAccount(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/staff-account.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--conditions=development' },
  })
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`staff-account.ts exited with ${code}`)),
    ),
  )
}

async function measure(baseUrl: string, measured: Measurements): Promise<number> {
  const failed = (stage: string, subject: string, error: unknown): undefined => {
    measured.errors.push({ stage, subject, message: String(error) } satisfies StageError)
  }
  const step = (name: string) => console.log(`[bench] ${name}`)

  const unit = await findUnit(baseUrl).catch((error) => failed('Unit page', '/inventory/…', error))
  const paths = publicPaths(unit ? unit.path : '').filter(Boolean)
  for (const pagePath of paths) {
    await warmPage(baseUrl, pagePath).catch((error) => failed('Warm-up', pagePath, error))
  }

  step('Lighthouse')
  const lighthouse = await runLighthouse(baseUrl, paths, [filteredInventoryPath])
  measured.lighthouse.push(...lighthouse.pages)
  measured.errors.push(...lighthouse.errors)

  step('axe')
  const axe = await runAxe(baseUrl, paths)
  measured.axe.push(...axe.pages)
  measured.errors.push(...axe.errors)

  step('load: pages')
  for (const pagePath of loadPaths) {
    await loadTarget(pagePath, 'page', `${baseUrl}${pagePath}`, ceilingPort).then(
      (target) => measured.load.push(target),
      (error) => failed('Load', pagePath, error),
    )
  }

  step('edit-to-visible')
  const api = await staffApi(baseUrl).catch((error) => failed('Staff sign-in', 'REST', error))
  if (api && unit) {
    const edits = await runEditLatency(api, baseUrl, unit)
    measured.editLatency.push(...edits.edits)
    measured.errors.push(...edits.errors)
  }

  step(`load: GET /api/inventory and a filtered /inventory with ${extraItems} more items`)
  let apiItems = 0
  try {
    await seedInventory(process.env.DATABASE_URL ?? '', extraItems)
    // The SQL insert bypasses Payload's hooks: one saved unit purges the inventory cache tag.
    if (api && unit) await api.patch(`/cms/api/inventory-items/${unit.id}`, { price: unit.price })
    // The front door may hold the previous list for up to a second.
    const deadline = Date.now() + 5_000
    do {
      apiItems = ((await (await fetch(`${baseUrl}/api/inventory`)).json()) as unknown[]).length
      if (apiItems < extraItems) await new Promise((resolve) => setTimeout(resolve, 250))
    } while (apiItems < extraItems && Date.now() < deadline)
    if (apiItems < extraItems) throw new Error(`GET /api/inventory lists only ${apiItems} items`)
    measured.load.push(
      await loadTarget('GET /api/inventory', 'api', `${baseUrl}/api/inventory`, ceilingPort),
    )
  } catch (error) {
    failed('Load', 'GET /api/inventory', error)
  }
  await loadTarget(
    `GET ${filteredInventoryPath}`,
    'filtered',
    `${baseUrl}${filteredInventoryPath}`,
    ceilingPort,
  ).then(
    (target) => measured.load.push(target),
    (error) => failed('Load', filteredInventoryPath, error),
  )

  step('restore: back up the database with its 1,000 more items, restore it onto a fresh one')
  if (api) {
    measured.deploys.restore = await runRestore(baseUrl, api, frontPort).catch((error) =>
      failed('Restore', 'npm run db:restore', error),
    )
  }

  step('alerts: one daily alert run with 10,000 subscribers and 1,000 units')
  measured.alerts = await runAlertsBench(process.env.DATABASE_URL ?? '').catch((error) =>
    failed('Alert run', '10,000 subscribers', error),
  )
  return apiItems
}

async function main(): Promise<number> {
  if (!process.env.BENCH_DATABASE_READY) return underFreshDatabase()
  const started = Number(process.env.BENCH_STARTED_AT ?? Date.now())
  await createStaffAccount()
  let buildMs: number | undefined
  if (!args.includes('--skip-build')) {
    const buildStarted = performance.now()
    await buildApp(frontPort)
    buildMs = Math.round(performance.now() - buildStarted)
  }
  // Before anything else serves the build, so that its pages still render on their first request.
  console.log('[bench] start-up')
  const { startup, errors } = await runStartup(frontPort)
  startup.buildMs = buildMs
  const measured: Measurements = {
    lighthouse: [],
    axe: [],
    load: [],
    editLatency: [],
    startup,
    deploys: { before: deploysBefore },
    errors,
  }
  const app = await startApp(port, frontPort)
  let apiItems = 0
  try {
    // Everything is measured the way visitors reach the site: through the nginx front door.
    const front = await startFront(frontPort, port, path.join(outDir, 'nginx'))
    try {
      apiItems = await measure(front.baseUrl, measured)
    } finally {
      await front.stop()
    }
  } finally {
    await app.stop()
  }
  console.log('[bench] rolling restart of two instances behind the front door')
  measured.deploys.rolling = await runRollingRestart().catch((error) => {
    measured.errors.push({
      stage: 'Rolling restart',
      subject: 'two instances',
      message: String(error),
    })
    return undefined
  })
  const misses = checkBudgets(measured)
  const wallSeconds = Math.round((Date.now() - started) / 1000)
  await writeReport({ ...measured, machine: describeMachine(), wallSeconds, apiItems, misses })
  console.log(`[bench] wrote bench/RESULTS.md and bench/results.json (${wallSeconds} s)`)
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
