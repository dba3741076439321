import { NextResponse } from 'next/server'

import { signupErrorCode } from '@/lib/alerts/messages'
import { addressBlock } from '@/lib/address-block'
import { acceptSignup } from '@/server/alerts/subscribe'
import { apiHandler, readJson } from '@/server/api/handler'
import { isFormPost, readForm, refusesTheRequest } from '@/server/api/read-form'
import { refusalOf } from '@/server/api/refusal'
import { clientIp } from '@/server/client-ip'
import { getPayloadClient } from '@/server/payload'
import { absoluteUrl } from '@/server/site-url'

/**
 * POST /api/alerts: an alert sign-up (ADR 0025). JSON from the form's island answers
 * 201 `{ outcome, message }` or `{ error }`; the same form posted without JavaScript is sent on
 * (303) to /alerts/requested, which says what happens next or what went wrong.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const client = addressBlock(clientIp(request.headers))
  if (!isFormPost(request)) {
    const result = await acceptSignup(payload, client, await readJson(request))
    return NextResponse.json(result, { status: 201 })
  }
  const page = new URL(absoluteUrl('/alerts/requested'))
  try {
    const result = await acceptSignup(payload, client, Object.fromEntries(await readForm(request)))
    page.searchParams.set('outcome', result.outcome)
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal || refusesTheRequest(refusal.status)) throw error
    page.searchParams.set('error', signupErrorCode(refusal.message))
  }
  return NextResponse.redirect(page, 303)
})
