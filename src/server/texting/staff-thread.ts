import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { TextMessage, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { inTransaction } from '@/server/database/in-transaction'
import { lockLead } from '@/server/leads/locked-lead'
import { startLeadJobs } from '@/server/leads/job-runs'
import { closedReasons, textPermission } from '@/server/texting/permission'
import { queueText, textingSettings } from '@/server/texting/queue'

export const staffTextSchema = z.object({
  body: z
    .string({ error: 'body: write the text' })
    .trim()
    .min(1, 'body: write the text')
    .max(1600, 'body: at most 1600 characters (10 texts)'),
})

export type TextView = Pick<TextMessage, 'id' | 'direction' | 'body' | 'status' | 'error'> & {
  at: string
  by: string | null
}

/** The lead's texts, oldest first, as the card's thread shows them. */
export async function textThread(payload: Payload, leadId: number): Promise<TextView[]> {
  const { docs } = await payload.find({
    collection: 'text-messages',
    where: { lead: { equals: leadId } },
    sort: 'createdAt',
    pagination: false,
    depth: 1,
  })
  return docs.map((text) => ({
    id: text.id,
    direction: text.direction,
    body: text.body,
    status: text.status,
    error: text.error ?? null,
    at: text.createdAt,
    by: typeof text.sentBy === 'object' && text.sentBy ? text.sentBy.email : null,
  }))
}

/**
 * What the card needs: the thread, the templates, and whether it may text (only a shopper who
 * asked for texts or texted in, and has not opted out), and why not.
 */
export async function textPanel(payload: Payload, leadId: number) {
  const lead = await payload.findByID({
    collection: 'quote-requests',
    id: leadId,
    depth: 0,
    disableErrors: true,
  })
  if (!lead) throw new HttpError(404, 'Lead not found')
  const settings = await textingSettings(payload)
  const permission = await textPermission(payload, lead)
  return {
    number: permission.number,
    closed: permission.closed && closedReasons[permission.closed],
    optOut: permission.optOut,
    texting: Boolean(settings.number),
    templates: (settings.templates ?? []).map(({ label, body }) => ({ label, body })),
    thread: await textThread(payload, leadId),
  }
}

/**
 * A text from a staff member to the lead's shopper, who asked for texts or texted in (403
 * otherwise) and has not opted out (409). The same rules as every text (caps; not quiet hours: a
 * person chose to send it now), refused with 409 and the reason, which the thread also shows. A person's text is a response: it starts the response clock's answer when
 * nothing else has.
 */
export async function sendStaffText(payload: Payload, leadId: number, body: string, user: User) {
  const { message, jobId } = await inTransaction(payload, { user }, async (req) => {
    if (!(await lockLead(req, leadId))) throw new HttpError(404, 'Lead not found')
    const lead = await payload.findByID({ collection: 'quote-requests', id: leadId, depth: 0, req })
    const { number, closed } = await textPermission(payload, lead, req)
    // Not consented: not this staff member's to decide (403). Opted out: the number's state (409).
    if (closed) throw new HttpError(closed === 'no-consent' ? 403 : 409, closedReasons[closed])
    const queued = await queueText(
      payload,
      { leadId, number, body, automatic: false, sentBy: user.id },
      req,
    )
    const at = new Date().toISOString()
    await payload.update({
      collection: 'quote-requests',
      id: leadId,
      data: {
        ...(!lead.firstResponseAt && queued.jobId !== null ? { firstResponseAt: at } : {}),
        // Answered: the shopper's text no longer waits.
        ...(queued.jobId !== null ? { textWaitingSince: null } : {}),
        activity: [
          ...(lead.activity ?? []),
          {
            at,
            by: user.id,
            kind: 'text',
            text:
              queued.jobId === null ? `Text not sent: ${queued.message.error}` : `Text: ${body}`,
          },
        ],
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return queued
  })
  if (jobId === null) throw new HttpError(409, message.error ?? 'The text was not sent.')
  startLeadJobs(payload, leadId, [jobId])
  return message
}
