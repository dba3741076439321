import type { Payload, PayloadRequest } from 'payload'

import type { LeadSetting, TextMessage } from '@/payload-types'
import { leadQueue } from '@/server/leads/notifications'
import { budgetRefusal } from '@/server/texting/budgets'
import { isOptedOut } from '@/server/texting/opt-out'
import { nextSendTime } from '@/lib/texting/quiet-hours'

export type TextRequest = {
  leadId: number | null
  number: string
  body: string
  /** Sent by the site itself (the instant reply): its own budget, 8 am to 8 pm, not a response. */
  automatic: boolean
  /** The address block of the form that set off an automatic text (its per-client budget). */
  clientBlock?: string | null
  sentBy?: number | null
}

/** The texting part of Lead settings. */
export async function textingSettings(payload: Payload, req?: PayloadRequest) {
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0, req })
  return settings.texting ?? ({} as NonNullable<LeadSetting['texting']>)
}

/* Why the site will not text `number` at `at`, or null. */
async function refusal(
  payload: Payload,
  text: TextRequest,
  req: PayloadRequest,
  now: Date,
  at: Date,
) {
  const settings = await textingSettings(payload, req)
  if (!settings.number) return 'no dealer texting number is set in Lead settings'
  if (await isOptedOut(payload, text.number, req)) return 'the shopper opted out of texts'
  return budgetRefusal(req, text, settings, now, at)
}

/**
 * Stores a text to a shopper and queues its sending, in `req`'s transaction: a crash after it
 * commits loses nothing, the queue sends it. A text the site will not send is stored 'refused'
 * with the reason, so the card says why. An automatic text outside 8 am to 8 pm or in the dealer's
 * quiet hours waits for the morning.
 */
export async function queueText(
  payload: Payload,
  text: TextRequest,
  req: PayloadRequest,
  now = new Date(),
): Promise<{ message: TextMessage; jobId: number | string | null }> {
  const settings = await textingSettings(payload, req)
  const sendAfter = text.automatic
    ? nextSendTime(now, {
        startHour: settings.quietStartHour ?? 20,
        endHour: settings.quietEndHour ?? 8,
      })
    : now
  const held = sendAfter.getTime() > now.getTime()
  const why = await refusal(payload, text, req, now, sendAfter)
  const message = await payload.create({
    collection: 'text-messages',
    data: {
      lead: text.leadId,
      direction: 'out',
      number: text.number,
      body: text.body,
      automatic: text.automatic,
      clientBlock: text.automatic ? (text.clientBlock ?? null) : null,
      sentBy: text.sentBy ?? null,
      status: why ? 'refused' : held ? 'held' : 'queued',
      error: why ? `Not sent: ${why}` : null,
      sendAfter: held ? sendAfter.toISOString() : null,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  if (why) return { message, jobId: null }
  const job = await payload.jobs.queue({
    task: 'sendText',
    input: { messageId: message.id },
    queue: leadQueue,
    req,
    ...(held ? { waitUntil: sendAfter } : {}),
  })
  return { message, jobId: job.id }
}
