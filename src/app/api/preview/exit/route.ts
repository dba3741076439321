import { cookies, draftMode } from 'next/headers'

import { isTipSlug, tipPath } from '@/lib/tips/paths'
import { previewLinkCookie } from '@/server/auth/preview-session'

/** Leaves preview and returns to the published guide (or the tips index). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(previewLinkCookie)
  const slug = new URL(request.url).searchParams.get('slug')
  const location = isTipSlug(slug) ? tipPath(slug) : '/tips'
  return new Response(null, { status: 307, headers: { Location: location } })
}
