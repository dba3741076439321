import { NextResponse } from 'next/server'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { apiHandler, readJson } from '@/server/api/handler'
import { getPayloadClient } from '@/server/payload'
import { clientIp } from '@/server/client-ip'
import { acceptQuoteRequest } from '@/server/services/quote-requests'

/** POST /api/contact: the quote form's endpoint. 201 `{ ok: true }` or a JSON `{ error }`. */
export const POST = apiHandler(async (request) => {
  await acceptQuoteRequest(await getPayloadClient(), clientIp(request.headers), () =>
    readJson(request, bodyLimits.contact),
  )
  return NextResponse.json({ ok: true }, { status: 201 })
})
