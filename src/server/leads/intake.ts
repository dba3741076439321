import 'server-only'

import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { Lead } from '@/payload-types'

import { type LeadSource, unitIdFromUrl } from '@/lib/leads/source'
import { leadRefusals } from '@/lib/leads/refusals'
import { parseLeadRequest } from '@/lib/leads/lead-request'
import { honeypotField } from '@/lib/leads/schema'
import { HttpError } from '@/server/api/http-error'
import { leadRefusal } from '@/server/leads/refusal'
import { storedDetails } from '@/server/leads/stored-details'
import { inTransaction } from '@/server/database/in-transaction'
import { queueLeadNotifications } from '@/server/leads/notifications'
import { queueLeadRouting } from '@/server/leads/routing'
import { startLeadJobs } from '@/server/leads/job-runs'
import { queueInstantText } from '@/server/texting/instant-text'
import { textConsentFrom } from '@/server/texting/consent'
import type { Sender } from '@/server/leads/sender'
import { keepLeadConsent } from '@/server/texting/consent-records'
import { createAttemptLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'

/** Five stored requests per client per ten minutes: plenty for a person, a wall for a script. */
export const leadRateLimit = { limit: 5, windowMs: 10 * 60_000 }
const limiter = createAttemptLimiter({ ...leadRateLimit, store: rateLimitStore() })

export type LeadSubmission = { stored: false } | { stored: true; id: number }

/**
 * Takes one lead from `clientKey`. Every request holds a place in the client's limit up
 * front (so a parallel burst cannot slip past it), and gives it back unless a lead was stored: a
 * visitor correcting a typo is never locked out by their own mistakes.
 */
export async function acceptLead(
  payload: Payload,
  clientKey: string,
  readBody: () => Promise<unknown>,
  sender: Sender = { address: 'unknown', gpc: false },
): Promise<LeadSubmission> {
  const key = `quote:${clientKey}`
  const { allowed, retryAfterSeconds } = await limiter.hit(key)
  let result: LeadSubmission = { stored: false }
  try {
    if (!allowed) {
      throw new HttpError(429, leadRefusals.busy, {
        'Retry-After': String(retryAfterSeconds),
      })
    }
    result = await submitLead(payload, await readBody(), sender)
    return result
  } finally {
    if (!result.stored) await limiter.refund(key)
  }
}

/**
 * Stores a lead first, then starts the staff e-mail about it (ADR 0004): the lead is
 * safe in the database before any mail server is involved. A filled-in honeypot field is
 * accepted as if stored, so bots learn nothing, and dropped.
 */
export async function submitLead(
  payload: Payload,
  body: unknown,
  sender: Sender,
): Promise<LeadSubmission> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object.')
  }
  const trap = (body as Record<string, unknown>)[honeypotField]
  if (typeof trap === 'string' && trap.trim() !== '') return { stored: false }

  const parsed = parseLeadRequest(body as Record<string, unknown>)
  if (!parsed.ok) throw leadRefusal(body as Record<string, unknown>, parsed)

  const { kind, details } = parsed.request
  const { source, ...fields } = parsed.request.fields
  const textConsent = textConsentFrom(body as Record<string, unknown>, sender.address)
  const { leadId, jobIds } = await storeLeadWithJobs(payload, {
    ...fields,
    ...(textConsent ? { textConsent } : {}),
    gpc: sender.gpc,
    kind,
    details: (await storedDetails(payload, kind, details)) as Lead['details'],
    status: 'new',
    notification: 'pending',
    routing: { reply: 'pending', escalations: 0 },
    unit: await unitAskedAbout(payload, source, fields.trailer),
    source: source && {
      page: source.page,
      referrer: source.referrer,
      utmSource: source.utm_source,
      utmMedium: source.utm_medium,
      utmCampaign: source.utm_campaign,
    },
  })
  startLeadJobs(payload, leadId, jobIds)
  return { stored: true, id: leadId }
}

/*
 * The lead and the jobs that e-mail and route it are one transaction (ADR 0021, 0024): a process
 * killed between the writes leaves none, and the visitor, who got no answer, sends again. No
 * stored lead is ever without its e-mail, its owner or its reply.
 */
async function storeLeadWithJobs(
  payload: Payload,
  data: RequiredDataFromCollectionSlug<'quote-requests'>,
) {
  return inTransaction(payload, {}, async (req) => {
    const lead = await payload.create({
      collection: 'quote-requests',
      data,
      req,
      overrideAccess: true,
      depth: 0,
    })
    await keepLeadConsent(payload, lead, req)
    const jobIds = await queueLeadNotifications(payload, lead.id, req)
    jobIds.push(await queueLeadRouting(payload, lead.id, req))
    const textJob = await queueInstantText(payload, lead, req)
    if (textJob !== null) jobIds.push(textJob)
    return { leadId: lead.id, jobIds }
  })
}

/*
 * The unit the visitor asked about: the unit page in the source addresses, else the one unit
 * named exactly as the request's trailer ('Ask about this trailer' is a client-side navigation,
 * so the browser's referrer is often the page the visit started on).
 */
async function unitAskedAbout(payload: Payload, source: LeadSource | undefined, trailer?: string) {
  const id = unitIdFromUrl(source?.referrer) ?? unitIdFromUrl(source?.page)
  const where: Where | null =
    id !== null ? { id: { equals: id } } : trailer ? { model_name: { equals: trailer } } : null
  if (!where) return null
  const { docs } = await payload.find({
    collection: 'inventory-items',
    where,
    limit: 2,
    depth: 0,
    select: {},
  })
  return docs.length === 1 ? docs[0]!.id : null
}
