import 'server-only'

import { permanentRedirect } from 'next/navigation'

import { isSitePath } from '@/lib/redirects/rules'
import { cacheTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/queries/cached'

/** Where an address with no page has moved, or null; cached until a redirect changes. */
export const getRedirectTarget = cachedQuery(
  'redirect',
  [cacheTags.redirects],
  async (path: string) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: path } },
      depth: 0,
      limit: 1,
      select: { to: true },
    })
    return docs[0]?.to ?? null
  },
)

/*
 * Called by a public route only once it found no page at `path`, so a redirect never hides a live
 * page (ADR 0040). Answers the visitor with the permanent redirect when the address moved.
 */
export async function followIfMoved(path: string): Promise<void> {
  if (!isSitePath(path)) return
  const target = await getRedirectTarget(path)
  if (target) permanentRedirect(target)
}
