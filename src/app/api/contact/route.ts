import { NextResponse } from 'next/server'

import { addressBlock } from '@/lib/address-block'
import { bodyLimits } from '@/lib/body-limits.mjs'
import { apiHandler, readJson } from '@/server/api/handler'
import { getPayloadClient } from '@/server/payload'
import { clientIp } from '@/server/client-ip'
import { acceptQuoteRequest } from '@/server/services/quote-requests'

/**
 * POST /api/contact: the quote form's endpoint. 201 `{ ok: true }` or a JSON `{ error }`. The
 * limit keys a client by its address block, as sign-in does: an IPv6 client by its /64.
 */
export const POST = apiHandler(async (request) => {
  const client = addressBlock(clientIp(request.headers))
  await acceptQuoteRequest(await getPayloadClient(), client, () =>
    readJson(request, bodyLimits.contact),
  )
  return NextResponse.json({ ok: true }, { status: 201 })
})
