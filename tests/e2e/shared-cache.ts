import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createRedisClient } from '@/server/redis'

/*
 * Redis for the instances a spec starts with a shared cache: a database number of its own
 * (1-15, by process and the spec's `offset`), away from database 0 and other Redis users.
 */
export function sharedCacheUrl(offset: number): string {
  const base = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  return `${base.replace(/\/\d*$/, '')}/${1 + ((process.pid + offset) % 15)}`
}

/* Removes what the build in `distDir` cached in `url`, so the next spec starts cold. */
export async function forgetCachedPages(url: string, distDir: string): Promise<void> {
  const redis = createRedisClient(url)
  try {
    const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
    const keys = await redis.keys(`next:${buildId}:*`)
    if (keys.length > 0) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}
