import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { staffApi } from './inventory-fixtures'

/*
 * Issue 38: one staff request must not freeze the instance for every visitor. While a heavy
 * request runs, `/api/health` is probed every 100 ms on its own connection and must answer each
 * time within a second.
 */
let api: APIRequestContext

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await staffApi(playwright, baseURL!)
})

test.afterAll(async () => {
  await api.dispose()
})

/* Runs `work` while probing health; returns the slowest probe's time in ms. */
async function slowestHealthDuring(baseURL: string, work: () => Promise<unknown>): Promise<number> {
  let done = false
  const times: number[] = []
  const probe = async () => {
    while (!done) {
      const started = performance.now()
      const response = await fetch(`${baseURL}/api/health`)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const probing = probe()
  try {
    await work()
  } finally {
    done = true
    await probing
  }
  return Math.max(...times)
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
  const credentials = [
    { authorization: 'JWT not.a.token' },
    { cookie: 'payload-token=made.up.token' },
  ]
  const answers: { status: number; ms: number }[] = []
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
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(403))
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000)
  expect(slowest).toBeLessThan(1000)
})
