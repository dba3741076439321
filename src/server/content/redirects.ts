import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { isSitePath } from '@/lib/redirects/rules'
import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'

/*
 * The whole table, as one cached entry until a redirect changes: an address with no page is
 * looked up in memory, so invented addresses cost no database query and leave no cache entry
 * behind (ADR 0018). Editors keep a few hundred at most.
 */
const getRedirects = cachedQuery('redirects', [cacheTags.redirects], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    select: { from: true, to: true },
  })
  return Object.fromEntries(docs.map(({ from, to }) => [from, to]))
})

/** Where an address with no page has moved, or null. */
export async function getRedirectTarget(path: string): Promise<string | null> {
  const redirects = await getRedirects()
  return Object.hasOwn(redirects, path) ? redirects[path] : null
}

/*
 * Called by a public route only once it found no page at `path`, so a redirect never hides a live
 * page (ADR 0040). Answers the visitor with the permanent redirect when the address moved.
 */
export async function followIfMoved(path: string): Promise<void> {
  if (!isSitePath(path)) return
  const target = await getRedirectTarget(path)
  if (target) permanentRedirect(target)
}
