import { rmSync } from 'node:fs'
import path from 'node:path'

import { cacheTags } from '@/server/cache/tags'
import { stampTags } from '@/server/cache/redis-keys.mjs'
import { env } from '@/server/env'
import { createRedisClient } from '@/server/redis'

/**
 * After a restore every cached page and read is older than the data: forget them. Next's own
 * cache keeps rendered pages and reads on disk (<distDir>/server/route-cache and
 * <distDir>/cache/fetch-cache); the shared Redis cache is purged the way an edit purges it, by
 * stamping every tag, so running instances of any release re-render.
 */
export async function forgetCachedPages(): Promise<string> {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  for (const folder of [
    ['server', 'route-cache'],
    ['cache', 'fetch-cache'],
  ]) {
    rmSync(path.join(distDir, ...folder), { recursive: true, force: true })
  }
  const { REDIS_URL: url } = env()
  if (!url) return 'the page cache on disk'
  const redis = createRedisClient(url)
  try {
    await stampTags(redis, Object.values(cacheTags))
  } finally {
    redis.disconnect()
  }
  return 'the page cache on disk and in Redis'
}
