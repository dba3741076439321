import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'

import { freePort } from '../support/child-server'
import { startEmbeddedPostgres, type EmbeddedServer } from '../../scripts/embedded-postgres'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * Issue #9 "Nothing lost": PostgreSQL stops for 10 s under a steady load. The outage gets a
 * PostgreSQL of its own (embedded, in a temporary folder) and an instance of the build of its
 * own, so the other tests' server and database never see it.
 */
const WORKERS = 8
const REQUEST_TIMEOUT_MS = 5_000
const WARM_MS = 3_000
const OUTAGE_MS = 10_000
const AFTER_MS = 10_000
// Slower than this is a hung request for a visitor or a load balancer, even on 2 busy cores.
const MAX_LATENCY_MS = 2_500
const RECOVERY_MS = 5_000

type Kind = 'page' | 'cached-api' | 'db-api' | 'health'
type Sample = {
  kind: Kind
  path: string
  start: number
  end: number
  status: number
  json: boolean
}
/* "transition": in flight while PostgreSQL shut down or booted, when either answer is right. */
type Phase = 'before' | 'transition' | 'outage' | 'after'

/** status 0: no answer within REQUEST_TIMEOUT_MS (hung) or the connection failed. */
async function probe(origin: string, kind: Kind, pathname: string): Promise<Sample> {
  const start = Date.now()
  const sample = { kind, path: pathname, start }
  try {
    const response = await fetch(`${origin}${pathname}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = await response.text()
    const json =
      response.headers.get('content-type')?.includes('application/json') === true &&
      typeof (JSON.parse(body) as { error?: unknown }).error === 'string'
    return { ...sample, end: Date.now(), status: response.status, json }
  } catch {
    return { ...sample, end: Date.now(), status: 0, json: false }
  }
}

const tradeInFields = {
  kind: 'trade-in',
  name: 'Pat Boater',
  email: 'pat@example.com',
  'details.item': 'boat',
  'details.year': '2012',
  'details.make': 'Carolina Skiff',
  'details.model': 'JVX 18',
  'details.lengthFeet': '18.5',
  'details.condition': 'good',
  'details.payoff': 'no',
}
const partsFields = {
  kind: 'parts',
  name: 'Pat Boater',
  email: 'pat@example.com',
  'details.part': 'Bunk bracket',
  'details.quantity': '2',
  'details.trailerMake': 'Venture',
  'details.trailerModel': 'VATB-5000',
  'details.trailerYear': '2019',
}
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

function summary(samples: Sample[]): string {
  const statuses = new Map<number, number>()
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const ms = samples.map((s) => s.end - s.start).sort((a, b) => a - b)
  const p99 = ms[Math.ceil(ms.length * 0.99) - 1]
  const counts = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ')
  return `${String(samples.length).padStart(5)} req  ${counts.padEnd(16)} p99 ${p99} ms, max ${ms.at(-1)} ms`
}

test.describe('a 10 s PostgreSQL outage under load', () => {
  test.describe.configure({ timeout: 120_000 })
  let folder = ''
  let pgPort = 0
  let database: EmbeddedServer | undefined
  let app: Instance | undefined
  let appOutput = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    folder = mkdtempSync(path.join(os.tmpdir(), 'db-outage-'))
    pgPort = await freePort()
    database = await startEmbeddedPostgres(path.join(folder, 'pg'), pgPort)
    const env = {
      DATABASE_URL: database.urlFor('venture'),
      // Next's own cache: a shared Redis cache would mix in the other tests' server.
      REDIS_URL: '',
    }
    // Migrations and the demo inventory, as `npm run seed:demo` loads them into any database.
    await promisify(execFile)('npm', ['run', 'seed:demo'], { env: { ...process.env, ...env } })
    app = startInstance({
      port: await freePort(),
      env,
      onOutput: (text) => {
        appOutput += text
      },
    })
    await waitUntilUp(app)
  })

  test.afterAll(async () => {
    app?.stop()
    await database?.stop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  test('public pages keep answering, APIs fail fast with 503, then recover unaided', async () => {
    const origin = app!.origin
    const list = await fetch(`${origin}/api/inventory`)
    expect(list.status).toBe(200)
    const units = (await list.json()) as InventoryApiItem[]
    const [unit] = units
    expect(unit, 'the seed has inventory').toBeDefined()
    const shown = units.find((item) => item.is_available !== false && item.stock_quantity > 0)!

    const targets: [Kind, string][] = [
      ['page', '/'],
      ['page', '/trailers/aluminum'],
      ['page', '/tips'],
      ['page', '/inventory'],
      // A unit page is also counted (page views are written while PostgreSQL is away).
      ['page', inventoryPath(shown)],
      // Served from the data cache that inventory writes purge. No write can happen while the
      // database is down, so the cached list is still the truth: 200 is the right answer.
      ['cached-api', '/api/inventory'],
      // These read the database on every call: 503 JSON { error } while it is down.
      ['db-api', `/api/inventory/${unit.id}`],
      ['db-api', '/api/categories'],
      ['health', '/api/health'],
    ]
    // Every page rendered and cached once before the clock starts.
    for (const [, pathname] of targets) {
      expect((await fetch(`${origin}${pathname}`)).status, pathname).toBe(200)
    }

    const samples: Sample[] = []
    let running = true
    const workers = Array.from({ length: WORKERS }, async (_, worker) => {
      for (let i = worker; running; i++) {
        const [kind, pathname] = targets[i % targets.length]
        samples.push(await probe(origin, kind, pathname))
      }
    })
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    await sleep(WARM_MS)
    const stopAt = Date.now()
    await database!.stop()
    const downAt = Date.now()
    await sleep(OUTAGE_MS / 2)
    // A quote sent without JavaScript lands on the outage page, not on the API's JSON.
    const plainForm = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({
        name: 'Pat Boater',
        email: 'pat@example.com',
        message: 'Sent during the outage',
      }),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const plainFormPage = await plainForm.text()
    // So do the trade-in and parts forms, multipart for their photos (issue 50 item 8).
    const photoForms = await Promise.all(
      [tradeInFields, partsFields].map(async (fields) => {
        const form = new FormData()
        for (const [name, value] of Object.entries(fields)) form.append(name, value)
        form.append('details.photos', new Blob([onePixelPng], { type: 'image/png' }), 'IMG_1.png')
        const response = await fetch(`${origin}/api/contact/photos`, {
          method: 'POST',
          headers: { accept: 'text/html,application/xhtml+xml', origin },
          body: form,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        return { kind: fields.kind, response, page: await response.text() }
      }),
    )
    await sleep(OUTAGE_MS / 2)
    const restartAt = Date.now()
    database = await startEmbeddedPostgres(path.join(folder, 'pg'), pgPort)
    const backAt = Date.now()
    await sleep(AFTER_MS)
    running = false
    await Promise.all(workers)

    const phaseOf = (s: Sample): Phase =>
      s.end < stopAt
        ? 'before'
        : s.start >= downAt && s.end < restartAt
          ? 'outage'
          : s.start >= backAt
            ? 'after'
            : 'transition'
    const of = (phase: Phase, kinds: Kind[]) =>
      samples.filter((s) => phaseOf(s) === phase && kinds.includes(s.kind))
    const needsDb: Kind[] = ['db-api', 'health']

    console.log(
      `[db-outage] ${WORKERS} workers; PostgreSQL stopping ${downAt - stopAt} ms, down ` +
        `${restartAt - downAt} ms, starting ${backAt - restartAt} ms`,
    )
    for (const phase of ['before', 'transition', 'outage', 'after'] as const) {
      for (const kind of ['page', 'cached-api', 'db-api', 'health'] as const) {
        const picked = of(phase, [kind])
        if (picked.length > 0) {
          console.log(`[db-outage] ${phase.padEnd(10)} ${kind.padEnd(10)} ${summary(picked)}`)
        }
      }
    }
    // Recovery: once PostgreSQL is back, when every database-backed route first answers 200.
    const recoveredAt = Math.max(
      ...targets
        .filter(([kind]) => needsDb.includes(kind))
        .map(([, pathname]) => {
          const ok = samples.find(
            (s) => s.path === pathname && s.start >= backAt && s.status === 200,
          )
          return ok ? ok.end : Infinity
        }),
    )
    console.log(
      `[db-outage] all database-backed routes answer 200 ${recoveredAt - backAt} ms after restart`,
    )

    const count = (pattern: RegExp) => appOutput.match(pattern)?.length ?? 0
    console.log(
      `[db-outage] app log: ${count(/idle connection lost/g)} idle connections reported lost, ` +
        `${count(/uncaughtException/g)} uncaught exceptions`,
    )

    const cached = samples.filter((s) => s.kind === 'page' || s.kind === 'cached-api')
    expect(
      cached.filter((s) => s.status !== 200),
      'pages and the cached API answer 200 throughout',
    ).toEqual([])
    expect(
      samples.filter((s) => s.status !== 200 && s.status !== 503),
      'every answer is a 200 or a 503: no 500, no hung or refused request',
    ).toEqual([])
    const slowest = Math.max(...samples.map((s) => s.end - s.start))
    expect(slowest, 'slowest request (ms)').toBeLessThanOrEqual(MAX_LATENCY_MS)

    expect(
      of('before', needsDb).filter((s) => s.status !== 200),
      'before the outage',
    ).toEqual([])
    const down = of('outage', needsDb)
    expect(down.length).toBeGreaterThan(50)
    expect(
      down.filter((s) => s.status !== 503 || !s.json),
      'during the outage: 503 with JSON { error }',
    ).toEqual([])

    expect(recoveredAt - backAt, 'ms until every route answers 200').toBeLessThanOrEqual(
      RECOVERY_MS,
    )
    const settled = samples.filter((s) => s.start >= recoveredAt)
    expect(settled.length).toBeGreaterThan(50)
    expect(
      settled.filter((s) => s.status !== 200),
      'after recovery',
    ).toEqual([])
    // Next logs and survives an uncaught exception; anything else running Payload would die.
    expect(appOutput, 'the app had no uncaught exception').not.toContain('uncaughtException')
    expect(appOutput, 'the app had no unhandled rejection').not.toContain('unhandledRejection')

    expect(plainForm.status, 'a plain form post during the outage').toBe(503)
    expect(plainForm.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(plainForm.headers.get('content-type')).toContain('text/html')
    expect(plainFormPage).toContain('Temporarily unavailable')
    for (const { kind, response, page } of photoForms) {
      expect(response.status, `a plain ${kind} post during the outage`).toBe(503)
      expect(response.headers.get('content-type'), kind).toContain('text/html')
      expect(page, kind).toContain('Temporarily unavailable')
    }
  })
})
