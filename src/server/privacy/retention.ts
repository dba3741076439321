import type { Payload, PayloadRequest } from 'payload'

import { hourMs } from '@/lib/durations'
import { closedStatuses } from '@/lib/leads/statuses'
import { leadPhotoFilenames } from '@/lib/leads/photo-address'
import { retentionCutoffs, retentionRules } from '@/lib/privacy/retention'
import type { Lead } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'
import { lockLead } from '@/server/leads/locked-lead'
import { deleteTextsBefore } from '@/server/database/text-messages'
import { deletePageViewsBefore } from '@/server/database/unit-page-views'

/*
 * What the retention settings remove (issue 55, ADR 0064), from the settings the privacy notice
 * shows (`privacy` global). A lead past its time is made anonymous, not deleted, so the counts
 * staff and reports read stay; photos, texts and daily page views past theirs go. Idempotent:
 * what was done is marked, and the next pass finds nothing more.
 */
export type RetentionReport = {
  leads: number
  photos: number
  texts: number
  pageViews: number
  unconfirmedRequests: number
}

// A pass does at most this many leads, so one pass after a long pause cannot hold the queue.
const leadsPerPass = 200

export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionReport> {
  const rules = retentionRules(await payload.findGlobal({ slug: 'privacy', depth: 0 }))
  const cut = retentionCutoffs(now, rules)
  const stale = await payload.find({
    collection: 'quote-requests',
    where: { updatedAt: { less_than: cut.leads }, anonymisedAt: { exists: false } },
    limit: leadsPerPass,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  for (const { id } of stale.docs) await anonymiseLead(payload, id, now)
  const closed = await payload.find({
    collection: 'quote-requests',
    where: {
      status: { in: [...closedStatuses] },
      kind: { in: ['trade-in', 'parts'] },
      updatedAt: { less_than: cut.photos },
      photosRemovedAt: { exists: false },
    },
    limit: leadsPerPass,
    depth: 0,
    overrideAccess: true,
  })
  let photos = 0
  for (const lead of closed.docs) photos += await removePhotos(payload, lead, now)
  // One statement each: a first pass over years of rows must not hold the queue's tick.
  const texts = await deleteTextsBefore(payload.db.drizzle, cut.texts)
  const pageViews = await deletePageViewsBefore(
    payload.db.drizzle,
    cut.pageViews.toISOString().slice(0, 10),
  )
  // Checkouts never paid have no lead to go with: their contact details go at a lead's time.
  await payload.update({
    collection: 'reservations',
    where: {
      lead: { exists: false },
      createdAt: { less_than: cut.leads.toISOString() },
      name: { not_equals: 'Removed' },
    },
    data: { name: 'Removed', email: 'removed@removed.invalid', phone: null },
    overrideAccess: true,
    depth: 0,
  })
  const unconfirmed = await payload.delete({
    collection: 'privacy-requests',
    where: { confirmedAt: { exists: false }, createdAt: { less_than: cut.unconfirmed } },
    overrideAccess: true,
    depth: 0,
  })
  return {
    leads: stale.docs.length,
    photos,
    texts,
    pageViews,
    unconfirmedRequests: unconfirmed.docs.length,
  }
}

/* What stands where the shopper's words were, saying why they went. */
const removedWords = {
  retention: '(Removed after the retention period.)',
  request: '(Removed at the shopper’s request.)',
} as const

/**
 * The shopper's details go from the lead, its reservation and its texts; what staff did and when
 * stays (the timeline, less the shopper's own words), so the lead still counts as a lead of its
 * kind, source and outcome. Also a deletion on request (src/server/privacy/erase.ts). Answers
 * how many photos went.
 */
export async function anonymiseLead(
  payload: Payload,
  id: number,
  now: Date,
  why: keyof typeof removedWords = 'retention',
): Promise<number> {
  const removed = removedWords[why]
  return inTransaction(payload, {}, async (req) => {
    if (!(await lockLead(req, id))) return 0
    const lead = await payload.findByID({ collection: 'quote-requests', id, depth: 0, req })
    const photos = await deletePhotos(req, lead)
    await payload.update({
      collection: 'quote-requests',
      id,
      data: {
        name: 'Removed',
        email: `removed-${id}@removed.invalid`,
        phone: null,
        message: removed,
        // A reservation lead's details are the deposit's ids and amounts, which staff still
        // refund by; every other kind's are the shopper's own.
        details: lead.kind === 'reservation' ? lead.details : null,
        textConsent: { number: null, text: null, at: null, address: null },
        source: { page: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null },
        activity: (lead.activity ?? []).map((line) =>
          line.kind === 'text' ? { ...line, text: removed } : line,
        ),
        anonymisedAt: now.toISOString(),
        photosRemovedAt: lead.photosRemovedAt ?? now.toISOString(),
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({
      collection: 'reservations',
      where: { lead: { equals: id } },
      data: { name: 'Removed', email: `removed-${id}@removed.invalid`, phone: null },
      req,
      overrideAccess: true,
      depth: 0,
    })
    await payload.delete({
      collection: 'text-messages',
      where: { lead: { equals: id } },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return photos
  })
}

async function removePhotos(payload: Payload, lead: Lead, now: Date): Promise<number> {
  return inTransaction(payload, {}, async (req) => {
    if (!(await lockLead(req, lead.id))) return 0
    const count = await deletePhotos(req, lead)
    const details = lead.details && typeof lead.details === 'object' ? lead.details : {}
    await payload.update({
      collection: 'quote-requests',
      id: lead.id,
      data: { details: { ...details, photos: [] }, photosRemovedAt: now.toISOString() },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return count
  })
}

async function deletePhotos(req: PayloadRequest, lead: Lead): Promise<number> {
  const filenames = leadPhotoFilenames(lead.details)
  if (filenames.length === 0) return 0
  const { docs } = await req.payload.delete({
    collection: 'lead-photos',
    where: { filename: { in: filenames } },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/* Checked on the jobs queue's every tick, applied at most once an hour per process. */
let nextPass = 0

/**
 * Applies the retention settings when an hour has passed since this process last did, and says
 * what it removed. Instances need not agree on who does it: a second pass finds nothing.
 */
export async function applyRetentionWhenDue(payload: Payload, now = new Date()): Promise<void> {
  if (now.getTime() < nextPass) return
  nextPass = now.getTime() + hourMs
  const report = await applyRetention(payload, now)
  if (Object.values(report).some((count) => count > 0)) {
    payload.logger.info(
      `Retention: ${report.leads} leads made anonymous, ${report.photos} photos, ${report.texts} texts, ${report.pageViews} daily page view counts and ${report.unconfirmedRequests} unconfirmed privacy requests removed`,
    )
  }
}
