import 'server-only'

import type { Payload, Where } from 'payload'

import { responseDeadline } from '@/lib/leads/business-hours'
import { leadsPageSize } from '@/lib/leads/pages'
import { median, responseStatsByPerson } from '@/lib/leads/response-stats'
import type { LeadDesk } from '@/lib/leads/desk'
import type { LeadFilter } from '@/lib/leads/statuses'
import { kindWhere } from '@/server/leads/kind-filter'
import { personName, toLeadView, type LeadClock, type Person } from '@/lib/leads/view'
import { readOpeningHours } from '@/lib/opening-hours'
import type { LeadSetting, User } from '@/payload-types'
import { dayMs } from '@/lib/durations'
import { ownedLeads } from '@/lib/reports/lead-facts'
import { leadFacts } from '@/server/database/reports'

let reportedHours = ''

/**
 * The lead settings and the desk's clock made from them and the site's opening hours, read
 * through `payload` (not the pages' cache): the Monday report's job reads them outside any
 * request, and the Reports view needs the settings for more than the clock.
 */
export async function leadSettingsAndClock(
  payload: Payload,
): Promise<{ settings: LeadSetting; clock: LeadClock }> {
  const [settings, site] = await Promise.all([
    payload.findGlobal({ slug: 'lead-settings', depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const { spans, unreadable } = readOpeningHours(site.hours)
  // Hours saved before the settings refused unreadable text still run the clock without those
  // rows (ADR 0023); said once per text, not on every page of the desk.
  const report = unreadable.join('; ')
  if (report && report !== reportedHours) {
    payload.logger.warn(`Opening hours: the lead clock treats unreadable rows as closed: ${report}`)
  }
  reportedHours = report
  return {
    settings,
    clock: { targetMinutes: (settings.responseTargetHours ?? 2) * 60, hours: spans },
  }
}

/** The desk's clock alone (leadSettingsAndClock). */
export const responseClock = async (payload: Payload): Promise<LeadClock> =>
  (await leadSettingsAndClock(payload)).clock

function whereFor(filter: LeadFilter, me: User): Where {
  const and: Where[] = []
  if (filter.status !== 'all') and.push({ status: { equals: filter.status } })
  if (filter.kind !== 'all') and.push(kindWhere(filter.kind))
  if (filter.owner === 'me') and.push({ owner: { equals: me.id } })
  else if (filter.owner === 'none') and.push({ owner: { exists: false } })
  else if (typeof filter.owner === 'number') and.push({ owner: { equals: filter.owner } })
  if (filter.q) {
    and.push({
      or: ['name', 'email', 'phone', 'message'].map((field) => ({ [field]: { like: filter.q } })),
    })
  }
  return { and }
}

// What a lead's view needs of the people and the unit it names.
const populate = {
  users: { email: true, firstName: true },
  'inventory-items': { model_name: true },
} as const

/** One page of the leads matching the filter, newest first, with how many match in all. */
export async function findLeadPage(payload: Payload, filter: LeadFilter, me: User, page: number) {
  const found = await payload.find({
    collection: 'quote-requests',
    where: whereFor(filter, me),
    sort: '-createdAt',
    limit: leadsPageSize,
    page,
    depth: 1,
    populate,
  })
  return { docs: found.docs, total: found.totalDocs, pages: Math.max(1, found.totalPages) }
}

/** Leads matching the filter, newest first (at most `limit`: the CSV export's). */
export async function findLeads(payload: Payload, filter: LeadFilter, me: User, limit = 200) {
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: whereFor(filter, me),
    sort: '-createdAt',
    limit,
    depth: 1,
    populate,
  })
  return docs
}

/** One lead, for its own address in the staff panel; null when there is none. */
export async function findLead(payload: Payload, id: number) {
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 1,
    populate,
  })
  return docs[0] ?? null
}

export const countNewLeads = async (payload: Payload): Promise<number> =>
  (await payload.count({ collection: 'quote-requests', where: { status: { equals: 'new' } } }))
    .totalDocs

/**
 * How many leads are New, the last 30 days' first-response times against the target, and the
 * same per owner (src/lib/leads/response-stats.ts), from one read of those leads; of one kind's
 * leads when the desk is filtered by kind (the New count stays every lead's).
 */
export async function leadSummary(
  payload: Payload,
  clock: LeadClock,
  now = new Date(),
  kind: LeadFilter['kind'] = 'all',
) {
  const since = new Date(now.getTime() - 30 * dayMs).toISOString()
  const [{ totalDocs: newCount }, facts] = await Promise.all([
    payload.count({ collection: 'quote-requests', where: { status: { equals: 'new' } } }),
    leadFacts(
      payload.db.drizzle,
      // Up to `now` itself: a lead saved in the same millisecond is in.
      { from: since, to: new Date(now.getTime() + 1).toISOString() },
      kind === 'all' ? {} : { kind },
    ),
  ])
  const minutes: number[] = []
  let due = 0
  let inTime = 0
  for (const lead of facts) {
    const created = new Date(lead.createdAt)
    const answered = lead.firstResponseAt ? new Date(lead.firstResponseAt) : null
    if (answered) minutes.push((answered.getTime() - created.getTime()) / 60_000)
    // A lead still inside its target is not counted yet either way.
    const deadline = responseDeadline(created, clock.targetMinutes, clock.hours)
    if (!answered && (!deadline || deadline > now)) continue
    due++
    if (answered && (!deadline || answered <= deadline)) inTime++
  }
  const middle = median(minutes)
  return {
    newCount,
    last30Days: {
      leads: facts.length,
      medianFirstResponseMinutes: middle === null ? null : Math.round(middle),
      withinTargetShare: due === 0 ? null : inTime / due,
      targetMinutes: clock.targetMinutes,
      byPerson: responseStatsByPerson(ownedLeads(facts), clock),
    },
  }
}

/** Staff and admins: who a lead can be assigned to. */
export async function staffPeople(payload: Payload): Promise<Person[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['staff', 'admin'] } },
    select: { email: true, firstName: true },
    pagination: false,
    depth: 0,
  })
  return docs.map((user) => ({ id: user.id, name: personName(user) }))
}

/**
 * A page of the lead desk as `me` sees it: GET /api/leads's answer, and the Leads tab's first
 * page, which comes with the HTML rather than after the panel's scripts (issue 40).
 */
export async function leadDeskPage(
  payload: Payload,
  me: User,
  filter: LeadFilter,
  page: number,
): Promise<LeadDesk> {
  const clock = await responseClock(payload)
  const [found, summary, staff] = await Promise.all([
    findLeadPage(payload, filter, me, page),
    leadSummary(payload, clock, new Date(), filter.kind),
    staffPeople(payload),
  ])
  return {
    leads: found.docs.map((lead) => toLeadView(lead, clock)),
    total: found.total,
    page,
    pages: found.pages,
    ...summary,
    staff,
    me: me.id,
  }
}
