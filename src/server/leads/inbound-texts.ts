import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { keywordAnswer, textKeyword } from '@/lib/texting/keywords'
import { mobileNumber } from '@/lib/texting/phone'
import { textLeadEmail } from '@/lib/texting/text-lead'
import type { QuoteRequest } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'
import { queueLeadNotifications, queueOwnerNotice } from '@/server/leads/notifications'
import { lockLead } from '@/server/leads/locked-lead'
import { queueLeadRouting } from '@/server/leads/routing'
import { startLeadJobs } from '@/server/leads/job-runs'

type Inbound = { sid: string; from: string; body: string }
type Activity = NonNullable<QuoteRequest['activity']>[number]

const closed = ['won', 'lost', 'closed']

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
        { status: { not_in: closed } },
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
 * The opt-out kept by the site (ADR 0046): one row a number, its latest word. Answered once: a
 * second STOP from a number already out gets no text back (nor a second START).
 */
async function setOptOut(
  payload: Payload,
  number: string,
  state: 'out' | 'in',
  req: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection: 'text-opt-outs',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    req,
  })
  const at = new Date().toISOString()
  const earlier = docs[0]
  if (earlier?.state === state || (!earlier && state === 'in')) return false
  if (earlier) {
    await payload.update({
      collection: 'text-opt-outs',
      id: earlier.id,
      data: { state, at },
      req,
      overrideAccess: true,
    })
  } else {
    await payload.create({
      collection: 'text-opt-outs',
      data: { number, state, at },
      req,
      overrideAccess: true,
    })
  }
  return true
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
async function noteOnLead(payload: Payload, lead: QuoteRequest, body: string, req: PayloadRequest) {
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

const uniqueViolation = (error: unknown) =>
  JSON.stringify(error, Object.getOwnPropertyNames(error ?? {})).includes('unique')

/**
 * One inbound text, stored once however often the provider delivers it (its id is unique). A
 * reserved word sets the number's opt-out and is answered once; anything else lands on the
 * shopper's newest open lead, or starts one. Returns the text to answer with, if any.
 */
export async function receiveText(payload: Payload, inbound: Inbound): Promise<string | null> {
  const parsed = mobileNumber(inbound.from)
  const number = parsed.ok ? parsed.e164 : inbound.from
  const keyword = textKeyword(inbound.body)
  // A picture alone arrives with no text; the thread still shows that something came.
  const body = inbound.body.trim() || '(a text without words)'
  try {
    const outcome = await inTransaction(payload, {}, async (req) => {
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
          (await setOptOut(payload, number, keyword === 'opt-out' ? 'out' : 'in', req))
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
    // The same message delivered twice at once: the other delivery stored it.
    if (uniqueViolation(error)) return null
    throw error
  }
}
