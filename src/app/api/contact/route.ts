import { NextResponse } from 'next/server'

import { addressBlock } from '@/lib/address-block'
import { bodyLimits } from '@/lib/body-limits.mjs'
import type { QuoteRefusal } from '@/lib/quote/messages'
import { apiHandler, readJson } from '@/server/api/handler'
import { isFormPost, readForm, refusesTheRequest } from '@/server/api/read-form'
import { refusalOf } from '@/server/api/refusal'
import { clientIp } from '@/server/client-ip'
import { getPayloadClient } from '@/server/payload'
import { quoteRequestFromForm } from '@/server/services/quote-form-post'
import { acceptQuoteRequest } from '@/server/services/quote-requests'
import { absoluteUrl } from '@/server/site-url'

/**
 * POST /api/contact: the quote form's endpoint. 201 `{ ok: true }` or a JSON `{ error }`. The
 * limit keys a client by its address block, as sign-in does: an IPv6 client by its /64. The same
 * form posted without JavaScript is sent on (303) to /contact/sent, which says whether it went.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const client = addressBlock(clientIp(request.headers))
  if (!isFormPost(request)) {
    await acceptQuoteRequest(payload, client, () => readJson(request, bodyLimits.contact))
    return NextResponse.json({ ok: true }, { status: 201 })
  }
  const page = new URL(absoluteUrl('/contact/sent'))
  try {
    await acceptQuoteRequest(payload, client, async () =>
      quoteRequestFromForm(
        await readForm(request, bodyLimits.contact),
        request.headers.get('referer'),
      ),
    )
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal || refusesTheRequest(refusal.status)) throw error
    const code: QuoteRefusal = refusal.status === 429 ? 'busy' : 'invalid'
    page.searchParams.set('error', code)
  }
  return NextResponse.redirect(page, 303)
})
