import { describe, expect, it } from 'vitest'

import { createAttemptLimiter, createRateLimiter, MemoryRateLimitStore } from '@/server/rate-limit'

const clock = (start = 0) => {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createRateLimiter', () => {
  it('allows up to the limit per key and window, then refuses with the seconds left', async () => {
    const time = clock()
    const limit = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now })
    expect((await limit('a')).allowed).toBe(true)
    time.advance(15_000)
    expect((await limit('a')).allowed).toBe(true)
    expect(await limit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect((await limit('b')).allowed).toBe(true)
  })

  it('starts a fresh window once the old one has ended', async () => {
    const time = clock()
    const limit = createRateLimiter({ limit: 1, windowMs: 1_000, now: time.now })
    await limit('a')
    expect((await limit('a')).allowed).toBe(false)
    time.advance(1_000)
    expect((await limit('a')).allowed).toBe(true)
  })
})

describe('createAttemptLimiter', () => {
  it('counts an attempt up front and gives it back once it succeeded', async () => {
    const time = clock()
    const attempts = createAttemptLimiter({ limit: 2, windowMs: 60_000, now: time.now })
    for (let success = 0; success < 5; success++) {
      expect((await attempts.hit('a')).allowed).toBe(true)
      await attempts.refund('a')
    }
    expect((await attempts.hit('a')).allowed).toBe(true)
    expect((await attempts.hit('a')).allowed).toBe(true)
    expect((await attempts.hit('a')).allowed).toBe(false)
  })

  it('never refunds below zero or into a window that has ended', async () => {
    const time = clock()
    const attempts = createAttemptLimiter({ limit: 1, windowMs: 1_000, now: time.now })
    await attempts.refund('a')
    await attempts.hit('a')
    time.advance(1_000)
    await attempts.refund('a')
    expect((await attempts.hit('a')).allowed).toBe(true)
    expect((await attempts.hit('a')).allowed).toBe(false)
  })
})

describe('MemoryRateLimitStore', () => {
  it('stays within its key budget by dropping finished windows first', async () => {
    const store = new MemoryRateLimitStore(3)
    await store.increment('old', 10, 0)
    await store.increment('b', 1_000, 0)
    await store.increment('c', 1_000, 0)
    await store.increment('d', 1_000, 100)
    expect((await store.increment('b', 1_000, 100)).count).toBe(2)
    expect((await store.increment('old', 10, 100)).count).toBe(1)
  })

  it('drops the oldest running windows when every key is still active', async () => {
    const store = new MemoryRateLimitStore(10)
    for (let i = 0; i < 10; i++) await store.increment(`k${i}`, 1_000, 0)
    await store.increment('new', 1_000, 0)
    expect((await store.increment('k0', 1_000, 0)).count).toBe(1)
    expect((await store.increment('k9', 1_000, 0)).count).toBe(2)
  })
})
