import { afterAll, describe, expect, it } from 'vitest'

import { createAttemptLimiter, createRateLimiter } from '@/server/rate-limit'
import { RedisRateLimitStore } from '@/server/rate-limit-redis'
import { createRedisClient } from '@/server/redis'
import { redisReachable, testRedisUrl } from '../support/redis'

const reachable = await redisReachable()
if (!reachable) console.warn(`[redis-rate-limit] SKIPPED: no Redis answers at ${testRedisUrl}`)

describe.skipIf(!reachable)('rate limiting through Redis', () => {
  // Two connections stand for two app instances; a run-unique prefix keeps runs apart.
  const instanceA = createRedisClient(testRedisUrl)
  const instanceB = createRedisClient(testRedisUrl)
  const prefix = `test:ratelimit:${process.pid}:${Date.now()}:`
  afterAll(async () => {
    const keys = await instanceA.keys(`${prefix}*`)
    if (keys.length > 0) await instanceA.del(...keys)
    instanceA.disconnect()
    instanceB.disconnect()
  })

  it('counts the hits of two instances against one shared limit', async () => {
    const options = { limit: 5, windowMs: 60_000 }
    const limitA = createRateLimiter({
      ...options,
      store: new RedisRateLimitStore(instanceA, prefix),
    })
    const limitB = createRateLimiter({
      ...options,
      store: new RedisRateLimitStore(instanceB, prefix),
    })

    const results = []
    for (let hit = 0; hit < 8; hit++)
      results.push(await (hit % 2 ? limitB : limitA)('quote:203.0.113.7'))
    const allowed = results.map((result) => result.allowed)
    console.log(`[redis-rate-limit] 8 alternating hits on A/B, limit 5 → allowed: ${allowed}`)
    expect(allowed).toEqual([true, true, true, true, true, false, false, false])
    expect(results[7].retryAfterSeconds).toBeGreaterThan(50)
    expect((await limitB('quote:198.51.100.1')).allowed).toBe(true)
  })

  it('never lets concurrent hits past the limit or leave a counter without expiry', async () => {
    const store = new RedisRateLimitStore(instanceA, prefix)
    const limit = createRateLimiter({ limit: 10, windowMs: 30_000, store })
    const results = await Promise.all(Array.from({ length: 50 }, () => limit('burst')))
    expect(results.filter((result) => result.allowed)).toHaveLength(10)
    const ttl = await instanceA.pttl(`${prefix}burst`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(30_000)
  })

  it('gives refunded hits back without going below zero or dropping the expiry', async () => {
    const store = new RedisRateLimitStore(instanceA, prefix)
    const attempts = createAttemptLimiter({ limit: 2, windowMs: 30_000, store })
    await attempts.refund('refund')
    expect(await instanceA.exists(`${prefix}refund`)).toBe(0)
    for (let success = 0; success < 3; success++) {
      await attempts.hit('refund')
      await attempts.refund('refund')
    }
    expect(await instanceA.get(`${prefix}refund`)).toBe('0')
    expect(await instanceA.pttl(`${prefix}refund`)).toBeGreaterThan(0)
    const results = [await attempts.hit('refund'), await attempts.hit('refund')]
    expect(results.map((result) => result.allowed)).toEqual([true, true])
    expect((await attempts.hit('refund')).allowed).toBe(false)
  })

  it('starts a new window once the old one expires', async () => {
    const limit = createRateLimiter({
      limit: 1,
      windowMs: 300,
      store: new RedisRateLimitStore(instanceA, prefix),
    })
    expect((await limit('short')).allowed).toBe(true)
    expect((await limit('short')).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await limit('short')).allowed).toBe(true)
  })
})

describe('rate limiting when Redis is down', () => {
  it('allows the request instead of failing it, and logs once', async () => {
    const broken = createRedisClient('redis://127.0.0.1:1')
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const limit = createRateLimiter({
        limit: 1,
        windowMs: 60_000,
        store: new RedisRateLimitStore(broken, 'down:'),
      })
      const results = [await limit('x'), await limit('x'), await limit('x')]
      expect(results.every((result) => result.allowed)).toBe(true)
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
      broken.disconnect()
    }
  })
})
