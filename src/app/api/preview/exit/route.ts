import { cookies, draftMode } from 'next/headers'

import { previewLinkCookie } from '@/server/auth/preview-session'

/*
 * Leaves preview and returns to the page the editor left it from (the banner's link), now as
 * visitors see it; else the home page. Only the Referer's path is used, and never one that a
 * browser would read as another host (`//…`).
 */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(previewLinkCookie)
  return new Response(null, {
    status: 307,
    headers: { Location: returnPath(request.headers.get('referer')), 'Cache-Control': 'no-store' },
  })
}

function returnPath(referer: string | null): string {
  if (!referer || !URL.canParse(referer)) return '/'
  const { pathname, search } = new URL(referer)
  return /^\/(?![/\\])/.test(pathname) && !pathname.startsWith('/api/') ? pathname + search : '/'
}
