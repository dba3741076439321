import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TAGS_KEY } from '@/server/cache/redis-keys.mjs'

import { exited, freePort } from '../support/child-server'

/*
 * Compose runs Redis with a memory limit and volatile-lru (docker-compose.yml,
 * docs/decisions/0018-unknown-paths-never-cached.md). The same options on a Redis of this test's
 * own, with a small limit: entries written past it push out the oldest ones, writes keep
 * succeeding, and the tag hash (no TTL) survives, so purges still hold.
 */
const redisServer = '/usr/bin/redis-server'
const limitBytes = 4 * 1024 * 1024

describe.skipIf(!existsSync(redisServer))('Redis with Compose’s eviction options', () => {
  let server: ChildProcess
  let redis: Redis

  beforeAll(async () => {
    const port = await freePort()
    server = spawn(
      redisServer,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ...['--maxmemory', String(limitBytes), '--maxmemory-policy', 'volatile-lru'],
      ],
      { stdio: 'ignore' },
    )
    // Commands wait for the connection while the server starts.
    redis = new Redis(`redis://127.0.0.1:${port}`)
    redis.on('error', () => {})
    await redis.ping()
  })

  afterAll(async () => {
    redis?.disconnect()
    server?.kill('SIGTERM')
    if (server) await exited(server)
  })

  it('evicts old page entries, never the tag hash, and keeps accepting new pages', async () => {
    // The keys src/server/cache/redis-cache-handler.mjs writes: entries with a TTL under the
    // build's prefix, the tag hash without one.
    // The server this test started, not another that took the port first.
    expect(await redis.config('GET', 'maxmemory')).toEqual(['maxmemory', String(limitBytes)])
    await redis.hset(TAGS_KEY, 'tips', String(Date.now()))
    const entry = (n: number) => `<html>${n}${'x'.repeat(80 * 1024)}</html>`
    // Three times the limit, as a crowd of pages (or, before this rule, an attacker) would.
    const count = Math.ceil((3 * limitBytes) / (80 * 1024))
    for (let n = 0; n < count; n++) {
      expect(await redis.set(`next:test:/inventory/${n}`, entry(n), 'EX', 14 * 24 * 3600)).toBe(
        'OK',
      )
    }

    expect(await redis.hget(TAGS_KEY, 'tips')).not.toBeNull()
    expect(await redis.get(`next:test:/inventory/${count - 1}`)).toBe(entry(count - 1))
    // Redis's LRU samples keys, so which old entry goes is not exact; old ones went.
    const oldest = Array.from({ length: 16 }, (_, n) => `next:test:/inventory/${n}`)
    expect(await redis.exists(...oldest), 'old entries made room').toBeLessThan(oldest.length)
    const used = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1])
    expect(used).toBeLessThanOrEqual(limitBytes * 1.1)
  })
})
