// @ts-check
/*
 * The shared cache's rule for filtered inventory lists (docs/decisions/0034-filtered-lists-bounded-in-the-shared-cache.md).
 * Every valid filter address is a page of its own (ADR 0028), and the valid filter space is over
 * 10^12 addresses of about 160 KiB each: 300 of them added 47.5 MB to Redis for two weeks
 * (issue 38). So a filtered list is kept a short while and only the latest few are kept at all:
 * the ones shoppers share and reload stay warm, a walk through the filter space keeps a fixed
 * handful. Unfiltered pages keep the handler's own rule.
 */

/** A filtered list's page, under any site prefix (`/on-demand/<site>/inventory-filtered/…`). */
export const isFilteredList = (/** @type {string} */ key) => /\/inventory-filtered\//.test(key)

/** How long a filtered list is kept: minutes, not days. */
export const FILTERED_TTL_SECONDS = 15 * 60

/** How many filtered lists one build keeps at once (about 3 MB at 1,000 units). */
export const FILTERED_MAX_ENTRIES = 20

/**
 * Writes a filtered list's entry and forgets the oldest beyond the cap. The index is a sorted
 * set of the build's filtered keys by write time, with the entries' own life.
 * @param {import('ioredis').Redis} redis
 * @param {string} prefix the build's key prefix
 * @param {string} key the entry's key, without the prefix
 * @param {string} text the entry
 */
export async function setFilteredList(redis, prefix, key, text) {
  const index = `${prefix}filtered-lists`
  await redis
    .multi()
    .set(prefix + key, text, 'EX', FILTERED_TTL_SECONDS)
    .zadd(index, Date.now(), key)
    .zremrangebyscore(index, '-inf', Date.now() - FILTERED_TTL_SECONDS * 1000)
    .expire(index, FILTERED_TTL_SECONDS)
    .exec()
  const older = await redis.zrange(index, 0, -(FILTERED_MAX_ENTRIES + 1))
  if (older.length === 0) return
  await redis
    .multi()
    .zrem(index, ...older)
    .del(...older.map((old) => prefix + old))
    .exec()
}
