import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { recordDeliveryReceipt } from '@/server/texting/receipts'
import { getPayloadClient } from '@/server/payload'
import { signedWebhook } from '@/server/texting/webhook'

/** POST /api/texting/status: Twilio's delivery receipts (signed; 403 otherwise). */
export const POST = apiHandler(async (request) => {
  const params = await signedWebhook(request)
  const sid = params.get('MessageSid')
  const status = params.get('MessageStatus')
  if (!sid || !status) throw new HttpError(400, 'MessageSid and MessageStatus are required')
  await recordDeliveryReceipt(await getPayloadClient(), sid, status, params.get('ErrorCode'))
  return new Response(null, { status: 204 })
})
