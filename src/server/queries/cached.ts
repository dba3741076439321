import { unstable_cache } from 'next/cache'

import type { CacheTag } from '@/server/cache-tags'
import { readDatabase } from '@/server/database/unavailable'

/**
 * Caches a Payload read under its tags until a collection hook revalidates them, so a cached
 * page view makes no database query. Outside Next (scripts, tests) it reads straight through.
 * A read during a database outage fails as DatabaseUnavailableError and caches nothing.
 */
export function cachedQuery<A extends unknown[], R>(
  key: string,
  tags: readonly CacheTag[],
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const guarded = (...args: A) => readDatabase(() => read(...args))
  if (!process.env.NEXT_RUNTIME) return guarded
  return unstable_cache(guarded, [key], { tags: [...tags], revalidate: false })
}
