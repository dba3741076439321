import { draftMode } from 'next/headers'

import { isTipSlug, tipPath } from '@/lib/tips/paths'

/** Leaves preview and returns to the published guide (or the tips index). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const slug = new URL(request.url).searchParams.get('slug')
  const location = isTipSlug(slug) ? tipPath(slug) : '/tips'
  return new Response(null, { status: 307, headers: { Location: location } })
}
