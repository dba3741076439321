import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { LeadSetting, TextMessage } from '@/payload-types'
import { leadQueue } from '@/server/leads/notifications'
import { transactionDb } from '@/server/internals/transaction-db'
import { nextSendTime } from '@/lib/texting/quiet-hours'

const hourMs = 60 * 60_000
const dayMs = 24 * hourMs

export type TextRequest = {
  leadId: number | null
  number: string
  body: string
  /** The instant reply: held by quiet hours, one an hour a number, not a response. */
  automatic: boolean
  sentBy?: number | null
}

/** The texting part of Lead settings. */
export async function textingSettings(payload: Payload, req?: PayloadRequest) {
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0, req })
  return settings.texting ?? ({} as NonNullable<LeadSetting['texting']>)
}

export async function isOptedOut(payload: Payload, number: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'text-opt-outs',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.state === 'out'
}

/*
 * Why the site will not text `number` now, or null. Counted in the transaction that stores the
 * text, with the number locked, so two sends at once cannot both slip under a cap.
 */
async function refusal(payload: Payload, text: TextRequest, req: PayloadRequest, now: Date) {
  const settings = await textingSettings(payload, req)
  if (!settings.number) return 'no dealer texting number is set in Lead settings'
  if (await isOptedOut(payload, text.number, req)) return 'the number replied STOP'
  const db = await transactionDb(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(7302536, hashtext(${text.number}))`)
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const { rows } = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE number = ${text.number} AND created_at > ${since(dayMs)}::timestamptz) AS number_day,
      count(*) FILTER (WHERE number = ${text.number} AND automatic AND created_at > ${since(hourMs)}::timestamptz) AS number_hour,
      count(*) FILTER (WHERE created_at > ${since(dayMs)}::timestamptz) AS all_day
    FROM text_messages
    WHERE direction = 'out' AND status <> 'refused' AND created_at > ${since(dayMs)}::timestamptz`)
  const counts = rows[0] as { number_day: string; number_hour: string; all_day: string }
  if (text.automatic && Number(counts.number_hour) > 0) {
    return 'the number got an automatic text less than an hour ago'
  }
  if (Number(counts.number_day) >= (settings.perNumberDailyCap ?? 10)) {
    return 'the number reached its texts per day in Lead settings'
  }
  if (Number(counts.all_day) >= (settings.dailyCap ?? 500)) {
    return 'the site reached its texts per day in Lead settings'
  }
  return null
}

/**
 * Stores a text to a shopper and queues its sending, in `req`'s transaction: a crash after it
 * commits loses nothing, the queue sends it. A text the site will not send is stored 'refused'
 * with the reason, so the card says why. An automatic text in quiet hours waits for the morning.
 */
export async function queueText(
  payload: Payload,
  text: TextRequest,
  req: PayloadRequest,
  now = new Date(),
): Promise<{ message: TextMessage; jobId: number | string | null }> {
  const why = await refusal(payload, text, req, now)
  const settings = await textingSettings(payload, req)
  const sendAfter = text.automatic
    ? nextSendTime(now, {
        startHour: settings.quietStartHour ?? 20,
        endHour: settings.quietEndHour ?? 8,
      })
    : now
  const held = sendAfter.getTime() > now.getTime()
  const message = await payload.create({
    collection: 'text-messages',
    data: {
      lead: text.leadId,
      direction: 'out',
      number: text.number,
      body: text.body,
      automatic: text.automatic,
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
