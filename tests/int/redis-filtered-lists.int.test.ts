import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisReachable, testRedisUrl } from '../support/redis'

/*
 * The shared page cache's bound on filtered inventory lists (issue 38, ADR 0034), through the
 * cache handler itself against a real Redis: 300 distinct filter addresses of one client, each
 * page the size the audit measured (162 KiB), must add under 5 MB, and none may live an hour.
 * The handler's keys are under a build id of this test's own, removed afterwards.
 */
const reachable = await redisReachable()
const pageBytes = 162 * 1024
const folder = mkdtempSync(path.join(tmpdir(), 'filtered-lists-'))
const buildId = `filtered-lists-test-${randomUUID()}`
const prefix = `next:${buildId}:`
let redis: Redis

const page = (n: number) => ({
  kind: 'APP_PAGE',
  status: 200,
  html: `<html>${n}${'x'.repeat(pageBytes)}</html>`,
  headers: { 'x-next-cache-tags': 'inventory' },
  rscData: Buffer.from(`rsc ${n}`),
})

async function bytesUnderPrefix(): Promise<number> {
  let total = 0
  for (const key of await redis.keys(`${prefix}*`)) {
    total += Number(await redis.call('MEMORY', 'USAGE', key)) || 0
  }
  return total
}

describe.skipIf(!reachable)('filtered lists in the shared cache (Redis)', () => {
  let handler: {
    get: (key: string, ctx?: object) => Promise<unknown>
    set: (key: string, data: object, ctx?: object) => Promise<void>
  }

  beforeAll(async () => {
    process.env.REDIS_URL = testRedisUrl
    mkdirSync(path.join(folder, 'server'), { recursive: true })
    writeFileSync(path.join(folder, 'BUILD_ID'), buildId)
    // By its file: Next loads the handler outside the app's TypeScript (next.config.mjs).
    const file = path.resolve('src/server/cache/redis-cache-handler.mjs')
    const { default: RedisCacheHandler } = await import(pathToFileURL(file).href)
    handler = new RedisCacheHandler({ serverDistDir: path.join(folder, 'server') })
    redis = new Redis(testRedisUrl)
  })

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps 300 distinct filter addresses under 5 MB, none for an hour, the latest served', async () => {
    const before = await bytesUnderPrefix()
    for (let n = 0; n < 300; n++) {
      const key = `/on-demand/edgewater/inventory-filtered/boat_length=${16 + n / 2}&price_max=${6000 + n * 100}`
      await handler.set(key, page(n), { cacheControl: { revalidate: false } })
    }
    const grown = (await bytesUnderPrefix()) - before
    expect(grown).toBeLessThan(5 * 1024 * 1024)
    for (const key of await redis.keys(`${prefix}*`)) {
      const ttl = await redis.ttl(key)
      expect(ttl, key).toBeGreaterThan(0)
      expect(ttl, key).toBeLessThanOrEqual(3600)
    }
    const latest = `/on-demand/edgewater/inventory-filtered/boat_length=${16 + 299 / 2}&price_max=${6000 + 299 * 100}`
    expect(await handler.get(latest)).toMatchObject({ value: { status: 200 } })
  })

  it('keeps an unfiltered page for its two weeks, as before', async () => {
    await handler.set('/on-demand/edgewater/inventory', page(1), {})
    const ttl = await redis.ttl(`${prefix}/on-demand/edgewater/inventory`)
    expect(ttl).toBeGreaterThan(13 * 24 * 3600)
  })
})
