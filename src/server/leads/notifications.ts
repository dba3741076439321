import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { leadNotificationEmail } from '@/lib/leads/notification-email'
import type { Lead } from '@/payload-types'
import { env } from '@/server/env'
import { sendLeadAdf } from '@/server/leads/adf'
import { withLockedLead } from '@/server/leads/locked-lead'
import { sendRoutingMail } from '@/server/leads/routing-mails'
import type { NotifyLeadInput } from '@/server/leads/types'
import { mailConfigured, notifyStaff } from '@/server/notify'
import { absoluteUrl } from '@/server/site-url'

/** The jobs queue (rows of payload_jobs in PostgreSQL) that carries lead e-mails. */
export const leadQueue = 'lead-notifications'

/*
 * 12 retries, 30 s doubling: the last one comes about 34 hours after the lead, so a mail server
 * down for a day and a half still gets every lead. A successful send pulls the others forward
 * (releaseWaitingLeadJobs), so a backlog goes out as soon as the server answers again.
 */
export const leadNotificationRetries = 12
const firstRetryDelayMs = 30_000

/** A job still marked processing after this long belongs to a process that died mid-send. */
export const stalledAfterMs = 5 * 60_000

type NotifyLeadIO = { input: NotifyLeadInput; output: { status: string } }

/** Where staff e-mails about leads go: the environment, else the admin-only lead setting. */
export async function leadRecipient(payload: Payload): Promise<string | undefined> {
  if (env().QUOTE_NOTIFY_TO) return env().QUOTE_NOTIFY_TO
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
  return settings.notifyTo || undefined
}

/*
 * Payload writes a whole lead (its activity array too) from what it read: with the row locked,
 * the e-mail's state never writes back a copy older than the routing's owner and lines.
 */
const recordOnLead = (payload: Payload, id: number, data: Partial<Lead>) =>
  withLockedLead(payload, id, (_lead, save) => save(data))

/*
 * One attempt at the staff e-mail about one lead. A failure is written on the lead (pending while
 * retries remain, failed after the last) and thrown, so the queue retries it with backoff.
 * Only the lead's id is logged or kept in the job: names and messages stay in the lead.
 */
export const notifyLeadTask: TaskConfig<NotifyLeadIO> = {
  slug: 'notifyLead',
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'kind', type: 'text' },
    { name: 'userId', type: 'number' },
    { name: 'fromUserId', type: 'number' },
    { name: 'waitedMinutes', type: 'number' },
    { name: 'businessMinutes', type: 'number' },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: {
    attempts: leadNotificationRetries,
    backoff: { type: 'exponential', delay: firstRetryDelayMs },
  },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const lead = await payload
      .findByID({ collection: 'quote-requests', id: input.leadId, depth: 1, disableErrors: true })
      .catch(() => null)
    if (!lead) return { output: { status: 'lead deleted' } }
    if (input.kind === 'adf') {
      await sendLeadAdf(payload, lead)
      return { output: { status: 'sent' } }
    }
    const attempt = (job.totalTried ?? 0) + 1
    if (input.kind === 'owner' || input.kind === 'owner-text' || input.kind === 'escalation') {
      const lastTry = attempt > leadNotificationRetries
      return { output: { status: await sendRoutingMail(payload, lead, input, lastTry) } }
    }
    const to = await leadRecipient(payload)
    const unsent = !to ? 'No address for leads is set.' : undefined
    const why = !mailConfigured(payload) ? 'No SMTP server is configured.' : unsent
    if (why || !to) {
      await recordOnLead(payload, lead.id, {
        notification: 'skipped',
        notificationAttempts: attempt,
        notificationError: why,
      })
      return { output: { status: 'skipped' } }
    }
    const mail = leadNotificationEmail(
      lead,
      absoluteUrl(`/cms/collections/quote-requests/${lead.id}`),
    )
    const result = await notifyStaff(payload, { to, ...mail })
    if (result.status === 'failed') {
      await recordOnLead(payload, lead.id, {
        notification: attempt > leadNotificationRetries ? 'failed' : 'pending',
        notificationAttempts: attempt,
        notificationError: result.error ?? 'unknown error',
      })
      throw new Error(`Lead ${lead.id}: staff e-mail attempt ${attempt} failed`)
    }
    await recordOnLead(payload, lead.id, {
      notification: 'sent',
      notificationAttempts: attempt,
      notificationError: null,
    })
    await releaseWaitingLeadJobs(payload)
    return { output: { status: 'sent' } }
  },
}

const openJobs = {
  queue: { equals: leadQueue },
  completedAt: { exists: false },
  hasError: { not_equals: true },
}

/*
 * The mail server answers again: jobs waiting out a retry's backoff may go now. Only those that
 * have failed before: a review request or a held text that waits for its hour has not been tried
 * and keeps its time.
 */
async function releaseWaitingLeadJobs(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    data: { waitUntil: null },
    where: {
      and: [
        openJobs,
        { processing: { equals: false } },
        { totalTried: { greater_than: 0 } },
        { waitUntil: { exists: true } },
      ],
    },
  })
}

/*
 * A process killed while sending leaves its job marked processing, and Payload never picks such a
 * job up again. One still marked after stalledAfterMs (far beyond the mail timeout) is released.
 */
export async function releaseStalledLeadJobs(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - stalledAfterMs).toISOString()
  await payload.db.updateMany({
    collection: 'payload-jobs',
    data: { processing: false },
    where: {
      and: [openJobs, { processing: { equals: true } }, { updatedAt: { less_than: before } }],
    },
  })
}

/**
 * Queues the e-mails about a stored lead (staff, and the CRM copy when LEAD_ADF_TO is set); each
 * job is a row, so it outlives this process. Given the `req` that stores the lead, the jobs are
 * written in its transaction: the lead and its jobs are committed together or not at all.
 * Returns the jobs' ids.
 */
export async function queueLeadNotifications(
  payload: Payload,
  leadId: number,
  req?: PayloadRequest,
) {
  const kinds = env().LEAD_ADF_TO ? ['staff', 'adf'] : ['staff']
  const ids: (number | string)[] = []
  // One after the other: a transaction is one connection, which runs one query at a time.
  for (const kind of kinds) ids.push(await queueNotice(payload, { leadId, kind }, req))
  return ids
}

const queueNotice = async (payload: Payload, input: NotifyLeadInput, req?: PayloadRequest) =>
  (await payload.jobs.queue({ task: 'notifyLead', input, queue: leadQueue, req })).id

/**
 * E-mails `userId` that the lead is now theirs, or (`kind` 'owner-text') that its shopper texted
 * on it (written in `req`'s transaction).
 */
export const queueOwnerNotice = (
  payload: Payload,
  leadId: number,
  userId: number,
  req: PayloadRequest,
  kind: 'owner' | 'owner-text' = 'owner',
) => queueNotice(payload, { leadId, kind, userId }, req)

/** E-mails the manager that a lead nobody touched moved on (written in `req`'s transaction). */
export const queueEscalationNotice = (
  payload: Payload,
  input: Omit<NotifyLeadInput, 'kind'>,
  req: PayloadRequest,
) => queueNotice(payload, { ...input, kind: 'escalation' }, req)

/** What the server's cron does every few seconds, and what a request does for its own lead. */
export async function runLeadJobs(payload: Payload, jobIds?: (number | string)[]): Promise<void> {
  await payload.jobs.run({
    queue: leadQueue,
    limit: 20,
    overrideAccess: true,
    silent: { info: true },
    ...(jobIds === undefined ? {} : { where: { id: { in: jobIds } } }),
  })
}
