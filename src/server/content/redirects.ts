import 'server-only'

import { permanentRedirect, redirect } from 'next/navigation'
import { after } from 'next/server'

import { decodedPath, isOldAddress } from '@/lib/redirects/rules'
import { cacheTags } from '@/server/cache/tags'
import { cachedQuery } from '@/server/cache/cached-query'
import { countRedirectUse } from '@/server/database/redirect-uses'
import { getPayloadClient } from '@/server/payload'

type Move = { id: number; to: string; temporary: boolean }

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
    select: { from: true, to: true, temporary: true },
  })
  const moves: Record<string, Move> = {}
  for (const { id, from, to, temporary } of docs) moves[from] = { id, to, temporary: !!temporary }
  return moves
})

/** Where an address with no page has moved, or null. */
export async function getRedirectTarget(path: string): Promise<Move | null> {
  const redirects = await getRedirects()
  return Object.hasOwn(redirects, path) ? redirects[path] : null
}

/*
 * Called by a public route only once it found no page at the `requested` path, so a redirect never hides a live
 * page (ADR 0040). Answers the visitor with the redirect when the address moved, counted after the
 * answer has gone. The visitor's query string is kept by the response pipeline
 * (src/server/front-door/pipeline/status.mjs), which sees the request: read here, it would make
 * every page that calls this render per request.
 */
export async function followIfMoved(requested: string): Promise<void> {
  // Stored decoded; a route's segments come as the visitor's address spelled them.
  const path = decodedPath(requested)
  if (!isOldAddress(path)) return
  const move = await getRedirectTarget(path)
  if (!move) return
  after(async () => {
    const payload = await getPayloadClient()
    try {
      await countRedirectUse(payload.db.drizzle, move.id)
    } catch (error) {
      payload.logger.warn({ err: error }, `Redirect ${move.id}: a use was not counted`)
    }
  })
  if (move.temporary) redirect(move.to)
  permanentRedirect(move.to)
}
