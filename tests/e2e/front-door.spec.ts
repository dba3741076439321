import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startFront, type Front } from '../support/nginx-front'
import { expect, staffCredentials, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { visibleText } from './visible-text'

/*
 * The production front door (deploy/nginx, ADR 0007) in front of the app under test: anonymous
 * page views and the public inventory list come from its half-second cache, everything signed in
 * or state-changing goes straight through, and an edit still shows within the 2 s budget.
 */
const appPort = Number(process.env.E2E_PORT ?? 3100)
const frontPort = appPort + 41
const model = 'VAB-1025'

type Answer = {
  status: number
  cache: string | null
  encoding: string | null
  body: string
  text: string
}

/* fetch() asks for an encoding and undoes it; the headers still say how the bytes travelled. */
async function get(front: Front, pathname: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${front.baseUrl}${pathname}`, { redirect: 'manual', ...init })
  const body = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    encoding: response.headers.get('content-encoding'),
    body,
    text: visibleText(body),
  }
}

test.describe('the nginx front door', () => {
  let front: Front
  let dir: string

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'front-door-'))
    front = await startFront(frontPort, appPort, dir)
  })

  test.afterAll(async () => {
    await front?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  test('serves repeated anonymous page views and the inventory list from its cache', async () => {
    for (const pathname of ['/trailers/aluminum', '/api/inventory', '/tips']) {
      // Two requests in the same half-second slot; a pair split by the slot's end tries again.
      let pair: Answer[] = []
      for (let attempt = 0; attempt < 3 && pair[1]?.cache !== 'HIT'; attempt++) {
        pair = [await get(front, pathname), await get(front, pathname)]
      }
      const [first, second] = pair
      expect(first.status, pathname).toBe(200)
      expect(second.cache, pathname).toBe('HIT')
      expect(second.text, pathname).toBe(first.text)
    }
  })

  test('sends the inventory list compressed as the client accepts, from its cache, the same list the app sends', async () => {
    const direct: unknown = await (await fetch(`http://127.0.0.1:${appPort}/api/inventory`)).json()
    // The app compresses it (ADR 0041); the cache keeps one copy per Accept-Encoding.
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const init = { headers: { 'accept-encoding': accept } }
      let answer = await get(front, '/api/inventory', init)
      for (let attempt = 0; attempt < 3 && answer.cache !== 'HIT'; attempt++) {
        answer = await get(front, '/api/inventory', init)
      }
      expect(answer.cache, accept).toBe('HIT')
      expect(answer.encoding, accept).toBe(coding)
      expect(JSON.parse(answer.body), accept).toEqual(direct)
    }
  })

  test('starts each half second afresh, so cached copies are never older than that', async () => {
    const caches: (string | null)[] = []
    const started = Date.now()
    while (Date.now() - started < 1_600) {
      caches.push((await get(front, '/trailers/aluminum')).cache)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // 1.6 s of requests span at least three slots: each slot's first request misses.
    expect(caches.filter((cache) => cache === 'MISS').length).toBeGreaterThanOrEqual(3)
    expect(caches.filter((cache) => cache === 'HIT').length).toBeGreaterThan(caches.length / 2)
  })

  test('passes signed-in, staff, CMS and write requests straight to the app', async () => {
    const signedIn = { headers: { Cookie: 'payload-token=anything' } }
    await get(front, '/trailers/aluminum')
    expect((await get(front, '/trailers/aluminum', signedIn)).cache).toBe('BYPASS')
    for (const pathname of ['/admin', '/cms/api/users', '/api/health', '/api/categories']) {
      await get(front, pathname)
      expect((await get(front, pathname)).cache, pathname).toBe('BYPASS')
    }
    const login = await get(front, '/cms/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(staffCredentials),
    })
    expect(login.status).toBe(200)
    // Only GET and HEAD ever consult the cache: a POST carries no cache status at all.
    expect(login.cache).toBeNull()
  })

  test('shows an edit made in the CMS within two seconds', async ({ playwright, baseURL }) => {
    const staff = await staffApi(playwright, baseURL ?? '')
    const found = await staff.get(`/cms/api/trailer-models?where[model][equals]=${model}`)
    const [{ id, capacity }] = (
      (await found.json()) as { docs: { id: number; capacity: number }[] }
    ).docs
    const range = (from: string) => `Capacities from ${from} to 3,525 lbs`
    expect((await get(front, '/trailers/aluminum')).text).toContain(range('1,025'))
    try {
      const editedAt = Date.now()
      expect(
        (await staff.patch(`/cms/api/trailer-models/${id}`, { data: { capacity: 1000 } })).ok(),
      ).toBe(true)
      let visibleAfter = -1
      while (Date.now() - editedAt < 5_000) {
        if ((await get(front, '/trailers/aluminum')).text.includes(range('1,000'))) {
          visibleAfter = Date.now() - editedAt
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      console.log(`[front-door] edit visible through nginx after ${visibleAfter} ms`)
      expect(visibleAfter).toBeGreaterThanOrEqual(0)
      expect(visibleAfter).toBeLessThanOrEqual(2_000)
    } finally {
      await staff.patch(`/cms/api/trailer-models/${id}`, { data: { capacity } })
      await staff.dispose()
    }
  })
})
