import { draftMode } from 'next/headers'

import { userIsEditor } from '@/lib/auth/roles'
import { isCataloguePageSlug } from '@/lib/catalogue/types'
import { isTipSlug, tipPath } from '@/lib/tips/paths'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { getPayloadClient } from '@/server/payload'

/*
 * The CMS's preview button for tips. Only a signed-in editor (staff and admins included) may turn
 * on Next's draft mode, which makes the guide pages render the latest draft for this browser.
 */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) throw new HttpError(401, 'Sign in to the CMS to preview drafts')
  if (!userIsEditor(user)) throw new HttpError(403, 'Only editors can preview drafts')

  const query = new URL(request.url).searchParams
  // ?page= a catalogue page (the CMS's live preview, ADR 0038), else ?slug= a tip.
  const page = query.get('page')
  const slug = query.get('slug')
  let location: string
  if (page !== null) {
    if (!isCataloguePageSlug(page)) throw new HttpError(400, 'page: expected a catalogue page')
    location = `/trailers/${page}`
  } else {
    if (!isTipSlug(slug)) throw new HttpError(400, 'slug: expected the slug of a tip')
    location = tipPath(slug)
  }

  ;(await draftMode()).enable()
  // A relative Location keeps the redirect on the host the editor is using, behind any proxy.
  return new Response(null, { status: 307, headers: { Location: location } })
})
