import type { Payload, TaskConfig } from 'payload'

import type { TextMessage } from '@/payload-types'
import { mayTextAutomatically, nextSendTime } from '@/lib/texting/quiet-hours'
import { claimTextForSending } from '@/server/database/text-messages'
import { leadQueue, stalledAfterMs } from '@/server/leads/notifications'
import { isOptedOut } from '@/server/texting/opt-out'
import { textingSettings } from '@/server/texting/queue'
import { absoluteUrl } from '@/server/site-url'
import { TextRefused, textProvider } from '@/server/texting/provider'

/*
 * 6 retries, 30 s doubling: the last about half an hour after the first try. A text is about a
 * shopper waiting now; a provider down longer than that is better told on the card.
 */
export const textRetries = 6

/** Where Twilio reports what became of each text (checked as every webhook is, by signature). */
export const statusCallbackUrl = () => absoluteUrl('/api/texting/status')

const update = (payload: Payload, id: number, data: Partial<TextMessage>) =>
  payload.update({ collection: 'text-messages', id, data, overrideAccess: true, depth: 0 })

/*
 * Takes the text for this attempt, in one statement: true when it was waiting (or left 'sending'
 * by a process that died mid-send), false when another runner has it. Two runners may start the
 * same job (a request's own run and an instance's cron); only one may text the shopper.
 */
async function claim(payload: Payload, id: number, attempts: number): Promise<boolean> {
  const stalledBefore = new Date(Date.now() - stalledAfterMs).toISOString()
  return claimTextForSending(payload.db.drizzle, id, attempts, stalledBefore)
}

/*
 * An automatic text whose attempt comes outside 8 am to 8 pm or in quiet hours (a retry that ran
 * late, a queue that was down) waits for the morning again, as a held text with its own job.
 */
async function holdForMorning(payload: Payload, message: TextMessage, attempts: number) {
  const { quietStartHour, quietEndHour } = await textingSettings(payload)
  const hours = { startHour: quietStartHour ?? 20, endHour: quietEndHour ?? 8 }
  if (mayTextAutomatically(new Date(), hours)) return false
  const sendAfter = nextSendTime(new Date(), hours)
  await update(payload, message.id, {
    status: 'held',
    attempts,
    sendAfter: sendAfter.toISOString(),
  })
  await payload.jobs.queue({
    task: 'sendText',
    input: { messageId: message.id },
    queue: leadQueue,
    waitUntil: sendAfter,
  })
  return true
}

/**
 * One attempt at sending one stored text. The opt-out is checked again here: a STOP that came
 * while the text waited (quiet hours, retries) still stops it. A failure is written on the text
 * (failed after the last try) and thrown for the queue to retry.
 */
export const sendTextTask: TaskConfig<{
  input: { messageId: number }
  output: { status: string }
}> = {
  slug: 'sendText',
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: textRetries, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const message = await payload
      .findByID({ collection: 'text-messages', id: input.messageId, depth: 0, disableErrors: true })
      .catch(() => null)
    if (!message || !['held', 'queued', 'sending'].includes(message.status)) {
      return { output: { status: message?.status ?? 'deleted' } }
    }
    const attempts = (job.totalTried ?? 0) + 1
    const lastTry = attempts > textRetries
    if (await isOptedOut(payload, message.number)) {
      await update(payload, message.id, {
        status: 'refused',
        attempts,
        error: 'Not sent: the shopper opted out of texts',
      })
      return { output: { status: 'refused' } }
    }
    if (message.automatic && (await holdForMorning(payload, message, attempts))) {
      return { output: { status: 'held' } }
    }
    const { number: from } = await textingSettings(payload)
    const provider = textProvider(payload)
    const unsent = !provider
      ? 'no texting provider is configured'
      : !from
        ? 'no dealer texting number is set'
        : null
    if (unsent || !provider || !from) {
      await update(payload, message.id, {
        status: 'failed',
        attempts,
        error: `Not sent: ${unsent}`,
      })
      return { output: { status: 'failed' } }
    }
    if (!(await claim(payload, message.id, attempts))) return { output: { status: 'taken' } }
    try {
      const sent = await provider.send({
        from,
        to: message.number,
        body: message.body,
        statusCallback: provider.name === 'console' ? undefined : statusCallbackUrl(),
      })
      await update(payload, message.id, { status: 'sent', providerSid: sent.sid, error: null })
      return { output: { status: 'sent' } }
    } catch (error) {
      const permanent = error instanceof TextRefused && error.permanent
      const reason = error instanceof Error ? error.message : String(error)
      await update(payload, message.id, {
        status: lastTry || permanent ? 'failed' : 'queued',
        error: reason,
      })
      if (permanent) return { output: { status: 'failed' } }
      throw new Error(`Text ${message.id}: attempt ${attempts} failed`)
    }
  },
}
