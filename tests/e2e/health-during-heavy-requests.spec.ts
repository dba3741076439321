import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { deleteUnitsWhere } from '../support/delete-units'
import { expect, test } from './fixtures'
import { staffApi } from './inventory-fixtures'

/*
 * Issue 38: one staff request must not freeze the instance for every visitor. While a heavy
 * request runs, `/api/health` is probed every 100 ms from another process and must answer each
 * time within a second.
 */
let api: APIRequestContext
const probeScript = path.resolve(import.meta.dirname, '../support/health-probe.mjs')

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await staffApi(playwright, baseURL!)
})

test.afterAll(async () => {
  await api.dispose()
})

/*
 * Runs `work` while a process of its own probes health (tests/support/health-probe.mjs): this
 * one is busy sending the work's bodies. Returns the slowest probe's time in ms.
 */
async function slowestHealthDuring(baseURL: string, work: () => Promise<unknown>): Promise<number> {
  const probe = spawn(process.execPath, [probeScript, baseURL], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = once(probe, 'exit')
  const lines = createInterface({ input: probe.stdout })[Symbol.asyncIterator]()
  try {
    const ready = await lines.next()
    if (ready.value !== 'ready') throw new Error(`the health probe said ${ready.value}`)
    await work()
  } catch (error) {
    probe.kill()
    throw error
  } finally {
    probe.stdin.end()
  }
  const times = await lines.next()
  await exited
  if (times.done)
    throw new Error('the health probe stopped before the work ended (its error is above)')
  return Math.max(...(JSON.parse(times.value) as number[]))
}

test('an import preview of 300,000 short rows is refused at once and health stays under 1 s', async ({
  baseURL,
}) => {
  test.setTimeout(60_000)
  const rows = Array.from({ length: 300_000 }, (_, index) => `m${index},1`).join('\n')
  const body = Buffer.from(`model_name,price,stock_number,vin\n${rows}`)
  let answer: { status: number; error: string; ms: number } | undefined
  const slowest = await slowestHealthDuring(baseURL!, async () => {
    const started = performance.now()
    const response = await api.post('/api/inventory/import/preview?name=long.csv', {
      headers: { 'Content-Type': 'text/csv' },
      data: body,
    })
    answer = {
      status: response.status(),
      error: ((await response.json()) as { error: string }).error,
      ms: performance.now() - started,
    }
  })
  expect(answer?.status).toBe(400)
  expect(answer?.error).toBe('The file has more than 5000 rows; at most 5000')
  expect(answer?.ms).toBeLessThan(2000)
  expect(slowest).toBeLessThan(1000)
})

test('30 parallel 9.9 MB uploads with a made-up credential are refused at once, health under 1 s', async ({
  baseURL,
}) => {
  test.setTimeout(90_000)
  const file = Buffer.alloc(9.9 * 1024 * 1024, 0x61)
  const body = () => {
    const form = new FormData()
    form.set('file', new Blob([file], { type: 'image/jpeg' }), 'big.jpg')
    form.set('_payload', JSON.stringify({ alt: 'made up' }))
    return form
  }
  const credentials: Record<string, string>[] = [
    { authorization: 'JWT not.a.token' },
    { cookie: 'payload-token=made.up.token' },
  ]
  const answers: { status: number; ms: number }[] = []
  const started = performance.now()
  const slowest = await slowestHealthDuring(baseURL!, () =>
    Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const started = performance.now()
        const response = await fetch(`${baseURL}/cms/api/media`, {
          method: 'POST',
          headers: credentials[index % 2],
          body: body(),
        })
        await response.arrayBuffer()
        answers.push({ status: response.status, ms: performance.now() - started })
      }),
    ),
  )
  const allMs = performance.now() - started
  console.log(
    `[health] 30 uploads answered in ${Math.round(allMs)} ms; slowest health ${Math.round(slowest)} ms`,
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(403))
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000)
  // Payload parses each credentialed upload before refusing it: 300 MB of multipart on 2 cores.
  expect(slowest).toBeLessThan(1000)
})

test('four 500-unit sticker PDFs asked at once: drawn one at a time or 429, health under 1 s', async ({
  baseURL,
}) => {
  test.setTimeout(120_000)
  const prefix = `E2E-STK-${Date.now().toString(36)}`
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO inventory_items (model_name, category_id, type, material, capacity_pounds,
         length_feet, beam_width_inches, price, stock_quantity, description, stock_number)
       SELECT 'E2E sticker trailer ' || n, 6, 'Bunk', 'Aluminum', 2000 + n, 18.5, 96, 1500 + n, 1,
         repeat('A long description for the sticker. ', 120), $1 || '-' || n
       FROM generate_series(1, 500) AS n RETURNING id`,
      [prefix],
    )
    const url = `/api/inventory/stickers.pdf?ids=${rows.map((row) => row.id).join(',')}`
    const answers: { status: number; retryAfter: string | undefined }[] = []
    const slowest = await slowestHealthDuring(baseURL!, () =>
      Promise.all(
        Array.from({ length: 4 }, async () => {
          const response = await api.get(url, { timeout: 110_000 })
          await response.body()
          answers.push({ status: response.status(), retryAfter: response.headers()['retry-after'] })
        }),
      ),
    )
    // Those that waited past their turn's few seconds are refused with a time to come back.
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const answer of answers.filter(({ status }) => status !== 200)) {
      expect(answer).toEqual({ status: 429, retryAfter: '5' })
    }
    expect(slowest).toBeLessThan(1000)
  } finally {
    await deleteUnitsWhere(db, 'stock_number LIKE $1', [`${prefix}-%`])
    await db.end()
  }
})
