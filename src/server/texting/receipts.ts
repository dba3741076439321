import 'server-only'

import type { Payload } from 'payload'

import type { TextMessage } from '@/payload-types'

type TextStatus = TextMessage['status']

/* Twilio's message states as the card shows them, and how far along each is. */
const states: Record<string, TextStatus> = {
  accepted: 'sending',
  scheduled: 'sending',
  queued: 'sending',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
}
const rank: Partial<Record<TextStatus, number>> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
}

/**
 * A delivery receipt moves a text forward only: a receipt delivered twice, late or out of order
 * changes nothing. Unknown messages and states are ignored (the provider still gets its 204).
 */
export async function recordDeliveryReceipt(
  payload: Payload,
  sid: string,
  providerStatus: string,
  errorCode: string | null,
) {
  const status = states[providerStatus]
  if (!status) return
  const { docs } = await payload.find({
    collection: 'text-messages',
    where: { providerSid: { equals: sid }, direction: { equals: 'out' } },
    limit: 1,
    depth: 0,
  })
  const message = docs[0]
  if (!message || (rank[message.status] ?? 3) >= (rank[status] ?? 0)) return
  await payload.update({
    collection: 'text-messages',
    id: message.id,
    data: {
      status,
      ...(errorCode ? { error: `The carrier reported error ${errorCode}` } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
}
