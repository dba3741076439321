import { NextResponse } from 'next/server'

import { addressBlock } from '@/lib/address-block.mjs'
import { bodyLimits } from '@/lib/body-limits.mjs'
import { quoteRefusalCode } from '@/lib/quote/refusals'
import { answerFormPost } from '@/server/api/form-answer'
import { apiHandler, readJson } from '@/server/api/handler'
import { isFormPost, readForm } from '@/server/api/read-form'
import { clientIp } from '@/server/client-ip'
import { getPayloadClient } from '@/server/payload'
import { quoteRequestFromForm } from '@/server/services/quote-form-post'
import { acceptQuoteRequest } from '@/server/services/quote-requests'

/**
 * POST /api/contact: the quote form's endpoint. 201 `{ ok: true }` or a JSON `{ error }`. The
 * limit keys a client by its address block, as sign-in does: an IPv6 client by its /64. The same
 * form posted without JavaScript is sent on (303) to /contact/sent, which says whether it went.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const address = clientIp(request.headers)
  const client = addressBlock(address)
  if (!isFormPost(request)) {
    await acceptQuoteRequest(payload, client, () => readJson(request, bodyLimits.contact), address)
    return NextResponse.json({ ok: true }, { status: 201 })
  }
  return answerFormPost(
    '/contact/sent',
    async () => {
      await acceptQuoteRequest(
        payload,
        client,
        async () =>
          quoteRequestFromForm(
            await readForm(request, bodyLimits.contact),
            request.headers.get('referer'),
          ),
        address,
      )
      return {}
    },
    (refusal) => quoteRefusalCode(refusal.status),
  )
})
