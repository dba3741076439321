// @ts-check
/*
 * Where the shared page cache keeps tag purges in Redis (src/server/cache/redis-cache-handler.mjs).
 * Tags stand for content, which every release shares: one hash for all of them, so an edit during
 * a rolling deploy purges the old release's pages as well as the new one's.
 */
export const TAGS_KEY = 'next:tags'
