import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { receiveText } from '@/server/texting/inbound'
import { getPayloadClient } from '@/server/payload'
import { signedWebhook, twiml } from '@/server/texting/webhook'

/** POST /api/texting/inbound: a text to the dealer's number (signed; 403 otherwise). */
export const POST = apiHandler(async (request) => {
  const params = await signedWebhook(request)
  const sid = params.get('MessageSid')
  const from = params.get('From')
  if (!sid || !from) throw new HttpError(400, 'MessageSid and From are required')
  const answer = await receiveText(await getPayloadClient(), {
    sid,
    from,
    body: params.get('Body') ?? '',
  })
  return twiml(answer ?? undefined)
})
