import { NextResponse } from 'next/server'

import { addressBlock } from '@/lib/address-block.mjs'
import { bodyLimits } from '@/lib/body-limits.mjs'
import { apiHandler, readJson } from '@/server/api/handler'
import { isFormPost } from '@/server/api/read-form'
import { getPayloadClient } from '@/server/payload'
import { answerLeadFormPost } from '@/server/leads/form-post'
import { acceptLead } from '@/server/leads/intake'
import { senderOf } from '@/server/leads/sender'

/**
 * POST /api/contact: the quote form's endpoint. 201 `{ ok: true }` or a JSON `{ error }`. The
 * limit keys a client by its address block, as sign-in does: an IPv6 client by its /64. The same
 * form posted without JavaScript is sent on (303) to /contact/sent, which says whether it went;
 * another kind's form refused goes back to its page (src/server/leads/form-post.ts).
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const sender = senderOf(request.headers)
  const client = addressBlock(sender.address)
  if (!isFormPost(request)) {
    await acceptLead(payload, client, () => readJson(request, bodyLimits.contact), sender)
    return NextResponse.json({ ok: true }, { status: 201 })
  }
  return answerLeadFormPost(request, payload, client, sender)
})
