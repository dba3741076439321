import { Redis } from 'ioredis'

import { env } from '@/server/env'

let client: Redis | undefined

/**
 * The process's one Redis connection for shared state (rate limits), created on first use and
 * only when REDIS_URL is set; without it callers keep their in-memory state. Commands fail fast
 * instead of queueing while Redis is away, so a caller can fall back rather than hang a request.
 */
export function getRedis(): Redis | undefined {
  const { REDIS_URL: url } = env()
  if (!url) return undefined
  client ??= createRedisClient(url)
  return client
}

export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  })
  // Without a listener ioredis reports every failed reconnect as an unhandled 'error' event.
  redis.on('error', () => {})
  return redis
}
