// @ts-check
/*
 * What the page cache keeps (docs/decisions/0018-unknown-paths-never-cached.md): a page or route
 * answer only when it is a 200. Anyone can invent addresses, and a 404, a redirect or a gone
 * unit's page stored per address would let them fill the cache; those answers render again on
 * each request instead, from cached reads. Data entries (unstable_cache) carry no status of their
 * own and pass: their keys come from the code (src/server/cache/cached-query.ts).
 */

/** @param {object | null | undefined} value an entry's value, as Next hands it to `set` */
export function isStorable(value) {
  const status = value && 'status' in value ? value.status : undefined
  return status === undefined || status === 200
}
