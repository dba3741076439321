import { addressBlock } from '@/lib/address-block.mjs'
import { requestErrorCode } from '@/lib/privacy/requests'
import { answerFormPost } from '@/server/api/form-answer'
import { apiHandler } from '@/server/api/handler'
import { readForm } from '@/server/api/read-form'
import { senderOf } from '@/server/leads/sender'
import { getPayloadClient } from '@/server/payload'
import { askForRequest } from '@/server/privacy/requests'

/**
 * POST /api/privacy-requests: the privacy request form (a plain form, ADR 0065, 0068). 303 to
 * /privacy/request?sent=1, the same page whatever the address; by a mobile number to
 * /privacy/request?code= and the key of the page that asks for the texted code, the same for
 * every number; or with `?error=` and a code.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const sender = senderOf(request.headers)
  return answerFormPost(
    '/privacy/request',
    async () => {
      const form = Object.fromEntries(await readForm(request))
      return askForRequest(payload, addressBlock(sender.address), sender.gpc, form)
    },
    (refusal) => requestErrorCode(refusal.message),
  )
})
