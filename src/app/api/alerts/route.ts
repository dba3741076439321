import { NextResponse } from 'next/server'

import { signupErrorCode } from '@/lib/alerts/refusals'
import { addressBlock } from '@/lib/address-block.mjs'
import { acceptSignup } from '@/server/alerts/subscribe'
import { answerFormPost } from '@/server/api/form-answer'
import { apiHandler, readJson } from '@/server/api/handler'
import { isFormPost, readForm } from '@/server/api/read-form'
import { clientIp } from '@/server/client-ip'
import { getPayloadClient } from '@/server/payload'

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
  return answerFormPost(
    '/alerts/requested',
    async () => {
      const result = await acceptSignup(
        payload,
        client,
        Object.fromEntries(await readForm(request)),
      )
      return { outcome: result.outcome }
    },
    (refusal) => signupErrorCode(refusal.message),
  )
})
