import 'server-only'

import type { Redis } from 'ioredis'

import { getRedis } from '@/server/redis'
import { MemoryRateLimitStore, type RateLimitStore } from '@/server/rate-limit'

/*
 * One round trip, atomic: the first hit of a window creates the counter and sets its expiry, so
 * concurrent hits on several instances can never leave a counter without one.
 */
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { count, ttl }
`

// Never below zero, and DECR keeps the key's expiry; a missing key stays missing.
const decrementScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`

/**
 * A fixed-window store shared by every instance through Redis. When Redis fails the hit is
 * allowed (count 0) and the failure logged once until Redis answers again: a broken cache must
 * not turn customers' quote requests away.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private failing = false

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ratelimit:',
  ) {}

  async increment(key: string, windowMs: number, now: number) {
    try {
      const [count, ttl] = (await this.redis.eval(
        incrementScript,
        1,
        this.prefix + key,
        String(windowMs),
      )) as [number, number]
      this.failing = false
      return { count, resetAt: now + ttl }
    } catch (error) {
      if (!this.failing) console.error('[rate-limit] Redis unavailable; allowing requests', error)
      this.failing = true
      return { count: 0, resetAt: now + windowMs }
    }
  }

  async decrement(key: string) {
    try {
      await this.redis.eval(decrementScript, 1, this.prefix + key)
    } catch {
      // A lost refund only makes this window a little stricter; increment() reports the outage.
    }
  }
}

/**
 * Redis when REDIS_URL is set, so limits hold across instances; process memory otherwise. Chosen
 * on first use: limiters are made when their module loads, before anything reads the environment.
 */
export function rateLimitStore(): RateLimitStore {
  let store: RateLimitStore | undefined
  const chosen = () => {
    const redis = getRedis()
    store ??= redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore()
    return store
  }
  return {
    increment: (key, windowMs, now) => chosen().increment(key, windowMs, now),
    decrement: (key, now) => chosen().decrement(key, now),
  }
}
