import { NextResponse } from 'next/server'

import { removeAlerts } from '@/server/alerts/manage'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { getPayloadClient } from '@/server/payload'

/**
 * POST /api/alerts/unsubscribe?token=…: the one-click unsubscribe of RFC 8058, which mail
 * clients send from the List-Unsubscribe header: every alert of the address goes, at once. Its
 * body (`List-Unsubscribe=One-Click`) says nothing the token does not, so it is not read.
 */
export const POST = apiHandler(async (request) => {
  const token = new URL(request.url).searchParams.get('token')
  const removed = await removeAlerts(await getPayloadClient(), token, 'all', new Date())
  if (removed === null) throw new HttpError(404, 'This unsubscribe link is unknown or expired.')
  return NextResponse.json({ removed })
})
