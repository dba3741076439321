import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import { freePort } from '../support/child-server'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'
import { sharedCacheUrl } from './shared-cache'

/*
 * Issue 38: filtered /inventory lists in the shared cache are bounded (ADR 0034). The built
 * server with Redis (a database number of its own), 300 distinct valid filter addresses from one
 * client, each rendered and answered 200: the build's filtered entries in Redis stay under 5 MB
 * and none lives an hour.
 */
const redisUrl = sharedCacheUrl(7)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
let site: Instance | undefined
let redis: Redis
let reachable = false

const clearBuildKeys = async () => {
  const keys = await redis.keys(`next:${buildId}:*`)
  if (keys.length > 0) await redis.del(...keys)
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 })
  redis.on('error', () => {})
  reachable = await redis.ping().then(
    (answer) => answer === 'PONG',
    () => false,
  )
  if (!reachable) return
  await clearBuildKeys()
  site = startInstance({ port: await freePort(), env: { REDIS_URL: redisUrl } })
  await waitUntilUp(site)
})

test.afterAll(async () => {
  site?.stop()
  await site?.exited
  if (reachable) await clearBuildKeys()
  redis.disconnect()
})

async function filteredBytes(): Promise<number> {
  let total = 0
  for (const key of await redis.keys(`next:${buildId}:*`)) {
    if (!key.includes('inventory-filtered') && !key.endsWith('filtered-lists')) continue
    total += Number(await redis.call('MEMORY', 'USAGE', key)) || 0
  }
  return total
}

test('300 distinct filter addresses add under 5 MB to Redis, none kept for an hour', async () => {
  test.skip(!reachable, `Redis is not reachable at ${redisUrl}`)
  test.setTimeout(240_000)
  const before = await filteredBytes()
  for (let n = 0; n < 300; n++) {
    const boat = 14 + (n % 30)
    const price = 4000 + Math.floor(n / 30) * 500
    const response = await fetch(
      `${site!.origin}/inventory?boat_length=${boat}&price_max=${price}`,
      { signal: AbortSignal.timeout(15_000) },
    )
    expect(response.status).toBe(200)
    await response.arrayBuffer()
  }
  const grown = (await filteredBytes()) - before
  console.log(
    `[filtered-lists] 300 filter addresses grew Redis by ${(grown / 1024).toFixed(0)} KiB`,
  )
  expect(grown).toBeLessThan(5 * 1024 * 1024)
  const keys = (await redis.keys(`next:${buildId}:*`)).filter((key) =>
    key.includes('inventory-filtered'),
  )
  expect(keys.length).toBeGreaterThan(0)
  for (const key of keys) {
    const ttl = await redis.ttl(key)
    expect(ttl, key).toBeGreaterThan(0)
    expect(ttl, key).toBeLessThanOrEqual(3600)
  }
})
