// @ts-check
/*
 * Where the shared page cache keeps tag purges in Redis (src/server/cache/redis-cache-handler.mjs).
 * Tags stand for content, which every release shares: one hash for all of them, so an edit during
 * a rolling deploy purges the old release's pages as well as the new one's.
 */
export const TAGS_KEY = 'next:tags'

/**
 * Stamps each tag with now: every entry written before it is a miss on every instance.
 * @param {import('ioredis').Redis} redis
 * @param {readonly string[]} tags
 */
export async function stampTags(redis, tags) {
  if (tags.length === 0) return
  const now = String(Date.now())
  await redis.hset(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, now])))
}
