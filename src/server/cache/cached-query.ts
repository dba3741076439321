import 'server-only'

import { unstable_cache } from 'next/cache'

import type { CacheTag } from '@/server/cache/tags'
import { readDatabase } from '@/server/database/unavailable'

const nothingFound = 'NothingFound'

/**
 * Caches a Payload read under its tags until a collection hook revalidates them, so a cached
 * page view makes no database query. Outside Next (scripts, tests) it reads straight through.
 * A read during a database outage fails as DatabaseUnavailableError and caches nothing.
 *
 * A read that finds nothing (null) is not cached either: its arguments come from the address, so
 * every invented one would leave an entry behind (docs/decisions/0018-unknown-paths-never-cached.md).
 * unstable_cache keeps what its function returns and nothing it throws, so null travels out as an
 * error of that name.
 */
export function cachedQuery<A extends unknown[], R>(
  key: string,
  tags: readonly CacheTag[],
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const guarded = (...args: A) => readDatabase(() => read(...args))
  if (!process.env.NEXT_RUNTIME) return guarded
  const cached = unstable_cache(
    async (...args: A) => {
      const result = await guarded(...args)
      if (result === null) throw Object.assign(new Error('nothing found'), { name: nothingFound })
      return result
    },
    [key],
    { tags: [...tags], revalidate: false },
  )
  return async (...args: A) => {
    try {
      return await cached(...args)
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === nothingFound) return null as R
      throw error
    }
  }
}
