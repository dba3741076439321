import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

import { request as http, type APIRequestContext } from '@playwright/test'

import { redisReachable } from '../support/redis'
import { expect, staffCredentials, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'
import { forgetCachedPages, sharedCacheUrl } from './shared-cache'
import { visibleText } from './visible-text'

/*
 * Two production instances of one build, each from its own copy of it (as two machines or
 * containers would run a release), behind no load balancer, sharing one PostgreSQL and one Redis
 * (ADR 0005, 0009): an edit handled by either must purge the page the other already caches.
 * Without the shared cache handler, or with builds of their own, the other would keep serving
 * its copy of the page.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100)
const ports = [basePort + 11, basePort + 12]
const [originA, originB] = ports.map((port) => `http://127.0.0.1:${port}`)
const redisUrl = sharedCacheUrl(0)
const model = 'VAB-1025'
const distDir = process.env.NEXT_DIST_DIR || '.next'
const copiedDistDir = `${distDir}-copy-${process.pid}`

async function pageText(
  origin: string,
  pathname: string,
): Promise<{ text: string; cache: string }> {
  const response = await fetch(`${origin}${pathname}`)
  expect(response.status).toBe(200)
  const text = visibleText(await response.text())
  return { text, cache: response.headers.get('x-nextjs-cache') ?? '' }
}

async function setCapacity(staff: APIRequestContext, origin: string, id: number, capacity: number) {
  const response = await staff.patch(`${origin}/cms/api/trailer-models/${id}`, {
    data: { capacity },
    headers: { Origin: origin },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Polls `origin` until its page says `range`, returning how long that took after the edit. */
async function msUntilShown(origin: string, range: string, editedAt: number): Promise<number> {
  const wanted = `Capacities from ${range}`
  while (Date.now() - editedAt < 5_000) {
    if ((await pageText(origin, '/trailers/aluminum')).text.includes(wanted)) {
      return Date.now() - editedAt
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${origin} still lacks "${wanted}" 5 s after the edit on the other instance`)
}

test.describe('two instances sharing Redis', () => {
  test.describe.configure({ timeout: 180_000 })
  const servers: Instance[] = []
  let reachable = false

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    reachable = await redisReachable(redisUrl)
    if (!reachable) return
    cpSync(distDir, copiedDistDir, {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(distDir, 'cache')),
    })
    servers.push(
      startInstance({ port: ports[0], env: { REDIS_URL: redisUrl } }),
      startInstance({ port: ports[1], env: { REDIS_URL: redisUrl, NEXT_DIST_DIR: copiedDistDir } }),
    )
    await Promise.all(servers.map((server) => waitUntilUp(server)))
  })

  test.afterAll(async () => {
    for (const server of servers) server.stop()
    rmSync(copiedDistDir, { recursive: true, force: true })
    if (reachable) await forgetCachedPages(redisUrl, distDir)
  })

  test('an edit handled by either instance shows on the other within 2 s', async () => {
    test.skip(!reachable, `Redis is not reachable at ${redisUrl}: cannot test a shared cache`)
    const staff = await http.newContext({ baseURL: originA })
    const login = await staff.post('/cms/api/users/login', { data: staffCredentials })
    expect(login.ok()).toBe(true)
    const found = await staff.get(`/cms/api/trailer-models?where[model][equals]=${model}`)
    const { docs } = (await found.json()) as { docs: { id: number; capacity: number }[] }
    expect(docs[0]?.capacity).toBe(1025)

    // Both render and cache the page first: an edit must evict the other's copy, not find none.
    for (const origin of [originA, originB]) {
      await pageText(origin, '/trailers/aluminum')
      const warm = await pageText(origin, '/trailers/aluminum')
      expect(warm.text).toContain('Capacities from 1,025 to 3,525 lbs')
      expect(warm.cache).toBe('HIT')
    }

    try {
      let editedAt = Date.now()
      await setCapacity(staff, originA, docs[0].id, 1000)
      const aToB = await msUntilShown(originB, '1,000 to 3,525 lbs', editedAt)
      editedAt = Date.now()
      await setCapacity(staff, originB, docs[0].id, 1025)
      const bToA = await msUntilShown(originA, '1,025 to 3,525 lbs', editedAt)
      const after = await pageText(originA, '/trailers/aluminum')
      console.log(
        `[scale-out] edit on A visible on B after ${aToB} ms; edit on B visible on A after ` +
          `${bToA} ms; A then serves from cache: ${after.cache}`,
      )
      expect(Math.max(aToB, bToA)).toBeLessThanOrEqual(2_000)
    } finally {
      await staff.patch(`/cms/api/trailer-models/${docs[0].id}`, {
        data: { capacity: 1025 },
        headers: { Origin: originA },
      })
      await staff.dispose()
    }
  })
})
