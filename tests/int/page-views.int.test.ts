import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { utcDay } from '@/lib/aging/report'
import { dayMs } from '@/lib/durations'
import { createPageViewCounter } from '@/server/front-door/page-views/counter.mjs'
import { memorySeen, redisSeen } from '@/server/front-door/page-views/seen.mjs'
import { savePageViews } from '@/server/inventory/page-views'
import { createRedisClient } from '@/server/redis'

import { payload } from './helpers/requests'
import { createItem, ensureTestCategories } from './helpers/inventory-fixtures'
import { redisReachable, testRedisUrl } from '../support/redis'

/*
 * Unit page views as server.mjs counts them (ADR 0027), with a controlled clock and the real
 * writer into PostgreSQL: bots, prefetches and failed pages are not counted, a client counts once
 * per unit and day (also across two instances sharing Redis), and a new day counts again.
 */
const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let unitId: number
let clock = new Date('2026-11-26T10:00:00.000Z')
const created: number[] = []

type Visit = { peer: string; agent?: string; status?: number; headers?: Record<string, string> }

/** Feeds one request through the counter as server.mjs does, its answer going out with `status`. */
function visit(counter: ReturnType<typeof createPageViewCounter>, path: string, visit: Visit) {
  const request = {
    method: 'GET',
    url: path,
    headers: { 'user-agent': visit.agent ?? browser, ...visit.headers },
  } as unknown as IncomingMessage
  const response = Object.assign(new EventEmitter(), { statusCode: visit.status ?? 200 })
  counter.watch(request, response as unknown as ServerResponse, visit.peer)
  response.emit('finish')
}

const counterWith = (seen = memorySeen()) =>
  createPageViewCounter({
    seen,
    sink: () => async (day, totals) => savePageViews(await payload(), day, totals),
    trustedProxyHops: 0,
    now: () => clock,
  })

async function viewsOn(day: Date): Promise<number> {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'unit-page-views',
    where: { and: [{ unit: { equals: unitId } }, { day: { equals: utcDay(day) } }] },
    depth: 0,
  })
  return docs[0]?.views ?? 0
}

beforeAll(async () => {
  await ensureTestCategories()
})

afterAll(async () => {
  await (await payload()).delete({ collection: 'inventory-items', where: { id: { in: created } } })
})

describe('unit page view counting', () => {
  beforeAll(async () => {
    const item = await createItem({ model_name: 'Page view counting' })
    unitId = item.id
    created.push(unitId)
  })

  it('counts a client once per unit and day, no bot, prefetch or failed page, and again the next day', async () => {
    const counter = counterWith()
    const page = `/inventory/${unitId}-page-view-counting`
    const day1 = clock
    visit(counter, page, { peer: '203.0.113.5' })
    visit(counter, `${page}?utm_source=window_sticker`, { peer: '203.0.113.5' })
    // What a client writes in X-Forwarded-For does not make it another client (no trusted proxy).
    visit(counter, page, { peer: '203.0.113.5', headers: { 'x-forwarded-for': '198.51.100.9' } })
    visit(counter, page, { peer: '203.0.113.6' })
    visit(counter, page, { peer: '203.0.113.7', agent: googlebot })
    visit(counter, page, { peer: '203.0.113.8', agent: '' })
    visit(counter, page, { peer: '203.0.113.9', headers: { 'next-router-prefetch': '1' } })
    visit(counter, page, { peer: '203.0.113.10', status: 404 })
    visit(counter, `/inventory/${unitId}-page-view-counting/extra`, { peer: '203.0.113.11' })
    await counter.flush()
    expect(await viewsOn(day1)).toBe(2)

    clock = new Date(day1.getTime() + dayMs)
    visit(counter, page, { peer: '203.0.113.5' })
    visit(counter, page, { peer: '203.0.113.5' })
    await counter.flush()
    expect(await viewsOn(clock)).toBe(1)
    expect(await viewsOn(day1)).toBe(2)
  })

  it('counts every address of one IPv6 /64 as one client', async () => {
    const counter = counterWith()
    const page = `/inventory/${unitId}-page-view-counting`
    clock = new Date(clock.getTime() + 5 * dayMs)
    for (let n = 1; n <= 50; n++) visit(counter, page, { peer: `2001:db8:7:1::${n.toString(16)}` })
    visit(counter, page, { peer: '2001:db8:7:2::1' })
    await counter.flush()
    expect(await viewsOn(clock)).toBe(2)
  })

  it('keeps the counts while the app is not ready to take them, and writes them later', async () => {
    let ready = false
    const counter = createPageViewCounter({
      seen: memorySeen(),
      sink: () =>
        ready ? async (day, totals) => savePageViews(await payload(), day, totals) : undefined,
      trustedProxyHops: 0,
      now: () => clock,
    })
    const before = await viewsOn(clock)
    visit(counter, `/inventory/${unitId}`, { peer: '192.0.2.44' })
    await counter.flush()
    expect(await viewsOn(clock)).toBe(before)
    ready = true
    await counter.flush()
    expect(await viewsOn(clock)).toBe(before + 1)
  })
})

describe('unit page view counting across instances (Redis)', async () => {
  const reachable = await redisReachable()
  const prefix = `test-pageviews-${process.pid}-${Date.now()}:`
  const redis = createRedisClient(testRedisUrl)

  afterAll(async () => {
    if (reachable) {
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
    }
    redis.disconnect()
  })

  it.skipIf(!reachable)(
    'counts a client once per day whichever instance it reaches, storing no address',
    async () => {
      clock = new Date('2026-12-01T08:00:00.000Z')
      const [one, two] = [
        counterWith(redisSeen(redis, prefix)),
        counterWith(redisSeen(redis, prefix)),
      ]
      const page = `/inventory/${unitId}`
      visit(one, page, { peer: '203.0.113.50' })
      visit(two, page, { peer: '203.0.113.50' })
      visit(two, page, { peer: '203.0.113.51' })
      await one.flush()
      await two.flush()
      expect(await viewsOn(clock)).toBe(2)
      const stored = await redis.smembers(`${prefix}seen:2026-12-01`)
      expect(stored).toHaveLength(2)
      expect(stored.join(' ')).not.toContain('203.0.113')
      expect(await redis.ttl(`${prefix}seen:2026-12-01`)).toBeGreaterThan(0)
      expect(await redis.ttl(`${prefix}salt:2026-12-01`)).toBeGreaterThan(0)
    },
  )
})
