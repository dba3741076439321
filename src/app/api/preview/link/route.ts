import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'

import { previewLinkDays } from '@/lib/preview/preview-link'
import { apiHandler, readJson } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { editorOf, previewLinkCookie, startPreview } from '@/server/auth/preview-session'
import { getPayloadClient } from '@/server/payload'
import {
  createPreviewLink,
  openPreviewLink,
  previewDocumentOf,
  previewPath,
} from '@/server/preview-links'

/*
 * Preview links (ADR 0039). POST: an editor makes a link to the draft of one catalogue page or
 * tip. GET ?token=: anyone opening a valid link gets Next's draft mode and the link as a cookie,
 * which shows the draft of that document only (src/server/auth/preview-session.ts); a changed or
 * expired link gets a plain page saying so, never a draft.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const editor = await editorOf(payload, request.headers)
  if (!editor) {
    const { user } = await payload.auth({ headers: request.headers })
    throw user
      ? new HttpError(403, 'Only editors can make preview links')
      : new HttpError(401, 'Sign in to the CMS to make preview links')
  }
  const doc = previewDocumentOf(await readJson(request))
  return NextResponse.json(await createPreviewLink({ ...doc, editorId: editor.id }), {
    status: 201,
  })
})

export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const grant = token ? await openPreviewLink(token) : null
  if (!grant) return linkExpired()
  await startPreview()
  ;(await cookies()).set(previewLinkCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: '/',
    maxAge: previewLinkDays * 24 * 60 * 60,
  })
  return new Response(null, {
    status: 307,
    headers: { Location: previewPath(grant), 'Cache-Control': 'no-store' },
  })
}

const expiredPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Link expired</title></head>
<body><main><h1>Link expired</h1>
<p>This preview link has expired or is not valid. Ask the person who sent it for a new one.</p>
<p><a href="/">Go to the home page</a></p></main></body>
</html>
`

function linkExpired(): Response {
  return new Response(expiredPage, {
    status: 410,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
