import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { mobileNumber } from '@/lib/texting/phone'
import type { QuoteRequest, TextMessage, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { inTransaction } from '@/server/database/in-transaction'
import { lockLead } from '@/server/leads/locked-lead'
import { startLeadJobs } from '@/server/leads/job-runs'
import { queueText, textingSettings } from '@/server/leads/texts'

export const staffTextSchema = z.object({
  body: z
    .string({ error: 'body: write the text' })
    .trim()
    .min(1, 'body: write the text')
    .max(1600, 'body: at most 1600 characters (10 texts)'),
})

/** The number a lead may be texted at: the one it consented with, else its phone if mobile. */
export function leadMobile(lead: QuoteRequest): string | null {
  if (lead.textConsent?.number) return lead.textConsent.number
  const phone = lead.phone ? mobileNumber(lead.phone) : null
  return phone?.ok ? phone.e164 : null
}

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

/** What the card needs: the thread, the templates, and whether (and why not) it can text. */
export async function textPanel(payload: Payload, leadId: number) {
  const lead = await payload.findByID({
    collection: 'quote-requests',
    id: leadId,
    depth: 0,
    disableErrors: true,
  })
  if (!lead) throw new HttpError(404, 'Lead not found')
  const settings = await textingSettings(payload)
  return {
    number: leadMobile(lead),
    texting: Boolean(settings.number),
    templates: (settings.templates ?? []).map(({ label, body }) => ({ label, body })),
    thread: await textThread(payload, leadId),
  }
}

/**
 * A text from a staff member to the lead's shopper. The same rules as every text (opt-out, caps;
 * not quiet hours: a person chose to send it now), refused with 409 and the reason, which the
 * thread also shows. A person's text is a response: it starts the response clock's answer when
 * nothing else has.
 */
export async function sendStaffText(payload: Payload, leadId: number, body: string, user: User) {
  const { message, jobId } = await inTransaction(payload, { user }, async (req) => {
    if (!(await lockLead(req, leadId))) throw new HttpError(404, 'Lead not found')
    const lead = await payload.findByID({ collection: 'quote-requests', id: leadId, depth: 0, req })
    const number = leadMobile(lead)
    if (!number) throw new HttpError(409, 'This lead has no mobile number to text.')
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
