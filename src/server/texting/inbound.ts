import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { closedStatuses } from '@/lib/leads/statuses'
import { keywordAnswer, textKeyword } from '@/lib/texting/keywords'
import { mobileNumber } from '@/lib/texting/phone'
import { textLeadEmail } from '@/lib/texting/text-lead'
import type { Lead } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'
import { lockInboundFromNumber } from '@/server/database/text-messages'
import { transactionDb } from '@/server/internals/transaction-db'
import { queueLeadNotifications, queueOwnerNotice } from '@/server/leads/notifications'
import { lockLead } from '@/server/leads/locked-lead'
import { queueLeadRouting } from '@/server/leads/routing'
import { startLeadJobs } from '@/server/leads/job-runs'
import { changeOptOut } from '@/server/texting/opt-out'

type Inbound = { sid: string; from: string; body: string }
type Activity = NonNullable<Lead['activity']>[number]

/** The shopper's newest open lead that texted, or asked for texts, from `number`. */
async function openLeadOf(payload: Payload, number: string, req: PayloadRequest) {
  const { docs: texts } = await payload.find({
    collection: 'text-messages',
    where: { number: { equals: number }, lead: { exists: true } },
    select: { lead: true },
    pagination: false,
    depth: 0,
    req,
  })
  const ids = [...new Set(texts.map((text) => text.lead as number))]
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: {
      and: [
        { or: [{ 'textConsent.number': { equals: number } }, { id: { in: ids } }] },
        { status: { not_in: [...closedStatuses] } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}

/*
 * A new conversation from a number no open lead has: a lead of kind text (with a placeholder
 * address, textLeadEmail), the jobs every new lead gets (the staff e-mail, the routing to an
 * owner), but no e-mail reply.
 */
async function startTextLead(payload: Payload, number: string, body: string, req: PayloadRequest) {
  const lead = await payload.create({
    collection: 'quote-requests',
    data: {
      kind: 'text',
      name: `Text from ${number}`,
      email: textLeadEmail(number),
      phone: number,
      message: body,
      status: 'new',
      textWaitingSince: new Date().toISOString(),
      notification: 'pending',
      routing: { reply: 'skipped', escalations: 0 },
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const jobIds = await queueLeadNotifications(payload, lead.id, req)
  jobIds.push(await queueLeadRouting(payload, lead.id, req))
  return { lead, jobIds }
}

/*
 * A text on a lead someone has: a line on its timeline, the card's 'New text' mark until staff
 * answer, and an e-mail to its owner (to the lead address while it has none), as for a new lead.
 */
async function noteOnLead(payload: Payload, lead: Lead, body: string, req: PayloadRequest) {
  await lockLead(req, lead.id)
  const line: Activity = {
    at: new Date().toISOString(),
    by: null,
    kind: 'text',
    text: `Text from the shopper: ${body}`,
  }
  await payload.update({
    collection: 'quote-requests',
    id: lead.id,
    data: {
      activity: [...(lead.activity ?? []), line],
      textWaitingSince: lead.textWaitingSince ?? line.at,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const owner = typeof lead.owner === 'object' ? lead.owner?.id : lead.owner
  return owner
    ? [await queueOwnerNotice(payload, lead.id, owner, req, 'owner-text')]
    : await queueLeadNotifications(payload, lead.id, req)
}

/*
 * The same message delivered again while the first delivery was still being stored: its unique
 * provider id refused the second row (SQLSTATE 23505 from PostgreSQL, or Payload's 400
 * ValidationError on providerSid). Told by shape: errors can cross a bundling boundary.
 */
function isSameMessageAgain(error: unknown): boolean {
  let cause = error
  for (let depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const { code, name, data, detail } = cause as Record<string, unknown>
    if (code === '23505' && String(detail).includes('provider_sid')) return true
    if (name === 'ValidationError' && JSON.stringify(data ?? '').includes('providerSid'))
      return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/*
 * One conversation at a time per number: four first texts at once from a new number wait for
 * each other here and make one lead, and two deliveries of one text find the first one stored.
 */
async function lockNumber(req: PayloadRequest, number: string) {
  await lockInboundFromNumber(await transactionDb(req), number)
}

/**
 * One inbound text, stored once however often the provider delivers it (its id is unique). An
 * opt-out or opt-in in the shopper's words sets the number's state, kept with the words, and is
 * answered once; HELP is answered; anything else lands on the shopper's newest open lead, or
 * starts one. Returns the text to answer with, if any. A failure (the database down) is thrown
 * for the route to answer 5xx, so the provider calls its fallback URL: nothing is stored half.
 */
export async function receiveText(payload: Payload, inbound: Inbound): Promise<string | null> {
  const parsed = mobileNumber(inbound.from)
  const number = parsed.ok ? parsed.e164 : inbound.from
  const keyword = textKeyword(inbound.body)
  // A picture alone arrives with no text; the thread still shows that something came.
  const body = inbound.body.trim() || '(a text without words)'
  try {
    const outcome = await inTransaction(payload, {}, async (req) => {
      await lockNumber(req, number)
      const { totalDocs } = await payload.count({
        collection: 'text-messages',
        where: { providerSid: { equals: inbound.sid } },
        req,
      })
      if (totalDocs > 0) return null
      let lead = await openLeadOf(payload, number, req)
      let jobIds: (number | string)[] = []
      let answer: string | null = null
      if (keyword) {
        const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
        const dealer = { name: site.businessName, phone: site.phone ?? '' }
        const changed =
          keyword === 'help' ||
          (await changeOptOut(
            payload,
            { number, state: keyword === 'opt-out' ? 'out' : 'in', words: body, lead },
            req,
          ))
        if (changed) answer = keywordAnswer(keyword, dealer)
      } else if (lead) {
        jobIds = await noteOnLead(payload, lead, body, req)
      } else {
        ;({ lead, jobIds } = await startTextLead(payload, number, body, req))
      }
      await payload.create({
        collection: 'text-messages',
        data: {
          lead: lead?.id ?? null,
          direction: 'in',
          number,
          body,
          providerSid: inbound.sid,
          status: 'received',
        },
        req,
        overrideAccess: true,
        depth: 0,
      })
      return { answer, leadId: lead?.id ?? null, jobIds }
    })
    if (outcome?.leadId && outcome.jobIds.length)
      startLeadJobs(payload, outcome.leadId, outcome.jobIds)
    return outcome?.answer ?? null
  } catch (error) {
    if (isSameMessageAgain(error)) return null
    throw error
  }
}
