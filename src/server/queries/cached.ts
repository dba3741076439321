import { unstable_cache } from 'next/cache'

import type { CacheTag } from '@/server/cache-tags'

/**
 * Caches a Payload read under its tags until a collection hook revalidates them, so a cached
 * page view makes no database query. Outside Next (scripts, tests) it reads straight through.
 */
export function cachedQuery<A extends unknown[], R>(
  key: string,
  tags: readonly CacheTag[],
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  if (!process.env.NEXT_RUNTIME) return read
  return unstable_cache(read, [key], { tags: [...tags], revalidate: false })
}
