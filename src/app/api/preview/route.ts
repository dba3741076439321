import { userIsEditor } from '@/lib/auth/roles'
import { isCataloguePageSlug } from '@/lib/catalogue/types'
import { isTipSlug, tipPath } from '@/lib/tips/paths'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import type { User } from '@/payload-types'
import { startPreview } from '@/server/auth/preview-session'
import { getPayloadClient } from '@/server/payload'
import { modelPageLocation } from '@/server/content/catalogue'

/*
 * The CMS's preview (its button and the live preview beside the edit screen). Only a signed-in
 * editor (staff and admins included) may turn on Next's draft mode, which makes the previewed
 * page render the latest draft for this browser (ADR 0038).
 */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) throw new HttpError(401, 'Sign in to the CMS to preview drafts')
  if (!userIsEditor(user)) throw new HttpError(403, 'Only editors can preview drafts')

  const query = new URL(request.url).searchParams
  const location = await previewLocation(query, user)
  if (location === null) throw new HttpError(404, 'No page shows this trailer model yet')
  await startPreview()
  // A relative Location keeps the redirect on the host the editor is using, behind any proxy.
  return new Response(null, { status: 307, headers: { Location: location } })
})

/*
 * ?home: the home page; ?page= a catalogue page; ?model= the catalogue page whose tables show the
 * model's latest draft (at its section); else ?slug= a tip.
 */
async function previewLocation(query: URLSearchParams, user: User): Promise<string | null> {
  if (query.has('home')) return '/'
  const page = query.get('page')
  if (page !== null) {
    if (!isCataloguePageSlug(page)) throw new HttpError(400, 'page: expected a catalogue page')
    return `/trailers/${page}`
  }
  const model = query.get('model')
  if (model !== null) {
    if (!/^[1-9]\d{0,8}$/.test(model)) throw new HttpError(400, 'model: expected a model id')
    return modelPageLocation(Number(model), user)
  }
  const slug = query.get('slug')
  if (!isTipSlug(slug)) throw new HttpError(400, 'slug: expected the slug of a tip')
  return tipPath(slug)
}
