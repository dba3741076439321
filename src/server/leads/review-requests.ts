import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { reviewEmail } from '@/lib/reviews/email'
import { unsubscribeHeaders } from '@/server/alerts/links'
import { issueToken } from '@/server/alerts/tokens'
import { isRefusal } from '@/server/api/refusal'
import { lockReviewsToAddress } from '@/server/database/review-requests'
import { transactionDb } from '@/server/internals/transaction-db'
import { newLinkKey } from '@/server/link-keys'
import { leadQueue } from '@/server/leads/notifications'
import { mailConfigured, sendMail } from '@/server/notify'
import { absoluteUrl } from '@/server/site-url'
import { dayMs, hourMs } from '@/lib/durations'

/*
 * Review requests (ADR 0044): one per sale or finished service, sent after the Lead settings
 * delay through the lead jobs queue, to every such customer (no gating), never to an address on
 * the opt-out list, and at most one to an address in the period Lead settings give (90 days by
 * default). No `server-only`: payload.config.ts loads the task.
 */

export type ReviewOccasion = { kind: 'sale'; unitId: number } | { kind: 'service'; leadId: number }

const addressOf = (email: string) => email.trim().toLowerCase()

/*
 * A sale is the unit and its buyer: the unit marked sold, available and sold again to the same
 * buyer (a slip of the status) is the same sale; sold again to another buyer after a return is a
 * new one.
 */
const keyOf = (occasion: ReviewOccasion, email: string) =>
  occasion.kind === 'sale'
    ? `sale:${occasion.unitId}:${addressOf(email)}`
    : `service:${occasion.leadId}`

/* A request queued to the address within the period, for this occasion or another. */
async function askedLately(
  payload: Payload,
  key: string,
  email: string,
  days: number,
  now: Date,
  req?: PayloadRequest,
) {
  if (req) await lockReviewsToAddress(await transactionDb(req), email)
  const since = new Date(now.getTime() - days * dayMs).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'review-requests',
    where: {
      or: [
        { key: { equals: key } },
        { and: [{ email: { equals: email } }, { createdAt: { greater_than: since } }] },
      ],
    },
    req,
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Queues the one review request of an occasion to `email`, in the caller's transaction (`req`).
 * The service booking marked done calls this with `{ kind: 'service', leadId }`. A second call
 * for the same occasion does nothing (the key is unique), nor does a call for an address asked
 * within the period of Lead settings; returns whether one was queued.
 */
export async function requestReview(
  payload: Payload,
  occasion: ReviewOccasion,
  email: string,
  req?: PayloadRequest,
  now = new Date(),
): Promise<boolean> {
  const address = addressOf(email)
  const key = keyOf(occasion, address)
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0, req })
  const periodDays = settings.kinds?.reviewOncePerDays ?? 90
  if (await askedLately(payload, key, address, periodDays, now, req)) return false
  const delayHours = settings.kinds?.reviewDelayHours ?? 48
  const sendAfter = new Date(now.getTime() + delayHours * hourMs)
  try {
    const row = await payload.create({
      collection: 'review-requests',
      data: {
        key,
        email: address,
        unit: occasion.kind === 'sale' ? occasion.unitId : null,
        lead: occasion.kind === 'service' ? occasion.leadId : null,
        sendAfter: sendAfter.toISOString(),
        status: 'queued',
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await payload.jobs.queue({
      task: 'sendReviewRequest',
      input: { reviewRequestId: row.id },
      queue: leadQueue,
      waitUntil: sendAfter,
      req,
    })
    return true
  } catch (error) {
    // Another save of the same sale won the unique key: its request stands.
    if (isRefusal(error, 400)) return false
    throw error
  }
}

type SendReviewIO = { input: { reviewRequestId: number }; output: { status: string } }

export const sendReviewRequestTask: TaskConfig<SendReviewIO> = {
  slug: 'sendReviewRequest',
  inputSchema: [{ name: 'reviewRequestId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const status = await sendReviewRequest(req.payload, input.reviewRequestId)
    return { output: { status } }
  },
}

/**
 * Sends one queued review request. The row is claimed first (its `sentAt` set only while it has
 * none), so two runs of the job at once send one e-mail; a failed send gives the claim back and
 * throws, so the queue retries it. The claim keeps the hash of the e-mail's own link key
 * (src/server/leads/review-link.ts): a retry's e-mail carries a new one.
 */
export async function sendReviewRequest(payload: Payload, id: number, now = new Date()) {
  const link = newLinkKey()
  const claimed = await payload.update({
    collection: 'review-requests',
    where: { id: { equals: id }, status: { equals: 'queued' }, sentAt: { exists: false } },
    data: { sentAt: now.toISOString(), linkHash: link.hash },
    overrideAccess: true,
    depth: 1,
  })
  const row = claimed.docs[0]
  if (!row) return 'done already'
  const finish = (status: 'sent' | 'unsubscribed' | 'no-link' | 'queued') =>
    payload.update({
      collection: 'review-requests',
      id,
      data: { status, sentAt: status === 'sent' ? now.toISOString() : null },
      overrideAccess: true,
      depth: 0,
    })
  const optedOut = await payload.count({
    collection: 'mail-opt-outs',
    where: { email: { equals: row.email } },
    overrideAccess: true,
  })
  if (optedOut.totalDocs > 0) {
    await finish('unsubscribed')
    return 'unsubscribed'
  }
  const [settings, site] = await Promise.all([
    payload.findGlobal({ slug: 'lead-settings', depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  if (!settings.kinds?.googleReviewUrl) {
    await finish('no-link')
    return 'no-link'
  }
  const unit = typeof row.unit === 'object' && row.unit ? row.unit : null
  try {
    if (!mailConfigured(payload)) throw new Error('No mail server: the review request waits')
    const token = await issueToken(payload, 'manage', row.email, now)
    const mail = reviewEmail({
      dealerName: site.businessName,
      reviewUrl: absoluteUrl(`/api/review-requests/follow?key=${link.key}`),
      // The page to say so in a browser; mail clients' own button posts the one-click address.
      unsubscribeUrl: absoluteUrl(`/alerts/manage?token=${token}`),
      about: unit ? `your ${unit.model_name}` : row.lead ? 'your trailer service' : null,
    })
    const result = await sendMail(payload, {
      to: row.email,
      ...mail,
      headers: unsubscribeHeaders(token),
    })
    if (result.status !== 'sent') throw new Error(result.error ?? 'Review request not sent')
  } catch (error) {
    await finish('queued')
    throw error
  }
  await finish('sent')
  return 'sent'
}
