import type { CacheTag } from '@/server/cache/tags'
import { stampTags } from '@/server/cache/redis-keys.mjs'
import { getRedis } from '@/server/redis'

/*
 * Purges tags from work the server process does outside any request (the jobs queue: a scheduled
 * publish or unpublish), where Next's revalidateTag cannot run. It purges what the cache handler
 * next.config.mjs configures would purge at the end of a request: with Redis, the tag stamps
 * every instance reads (ADR 0005); without it, Next's own cache of this process, the only
 * instance (ADR 0029), through a new handler as Next itself makes one per request.
 */
export async function purgeOutsideRequest(tags: readonly CacheTag[]): Promise<void> {
  const redis = getRedis()
  if (redis) return stampTags(redis, tags)
  const { default: Handler } = await import('@/server/internals/file-system-cache-handler.mjs')
  await Handler.purge([...tags])
}
