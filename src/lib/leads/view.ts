import { isOverdue } from '@/lib/leads/business-hours'
import { leadKindLabels, type LeadKind } from '@/lib/leads/kinds'
import { leadStatusLabels } from '@/lib/leads/statuses'
import { inventoryPath } from '@/lib/inventory/slug'
import type { OpenSpan } from '@/lib/opening-hours'
import type { Lead, User } from '@/payload-types'

/*
 * The lead desk's contract: what /api/leads answers and the desk's components show. Pure, so
 * client components and lib share it without importing the service that reads the leads.
 */

export type Person = { id: number; name: string }
export type LeadView = {
  id: number
  kind: LeadKind
  kindLabel: string
  /** What the kind's form collected (src/lib/leads/kinds/), as stored. */
  details: unknown
  name: string
  email: string
  phone: string | null
  message: string
  trailer: string | null
  status: string
  statusLabel: string
  overdue: boolean
  owner: Person | null
  createdAt: string
  updatedAt: string
  firstResponseAt: string | null
  /** When the shopper texted with no answer from staff since, else null. */
  textWaitingSince: string | null
  unit: { id: number; name: string; path: string } | null
  source: Lead['source']
  notification: string | null
  activity: { at: string; by: string | null; kind: string; text: string }[]
}

/** The clock the desk works to: the target in minutes and the dealership's open spans. */
export type LeadClock = { targetMinutes: number; hours: OpenSpan[] }

export const personName = (user: Pick<User, 'firstName' | 'email'>): string =>
  user.firstName || user.email

const asPerson = (user: Lead['owner']): Person | null =>
  user && typeof user === 'object' ? { id: user.id, name: personName(user) } : null

export function toLeadView(lead: Lead, clock: LeadClock, now = new Date()): LeadView {
  const unit = lead.unit && typeof lead.unit === 'object' ? lead.unit : null
  return {
    id: lead.id,
    kind: lead.kind ?? 'quote',
    kindLabel: leadKindLabels[lead.kind ?? 'quote'],
    details: lead.details ?? null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    message: lead.message,
    trailer: lead.trailer ?? null,
    status: lead.status,
    statusLabel: leadStatusLabels[lead.status] ?? lead.status,
    overdue: isOverdue(lead, now, clock.targetMinutes, clock.hours),
    owner: asPerson(lead.owner),
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    firstResponseAt: lead.firstResponseAt ?? null,
    textWaitingSince: lead.textWaitingSince ?? null,
    unit: unit ? { id: unit.id, name: unit.model_name, path: inventoryPath(unit) } : null,
    source: lead.source,
    notification: lead.notification ?? null,
    activity: (lead.activity ?? []).map((line) => ({
      at: line.at,
      by: asPerson(line.by)?.name ?? null,
      kind: line.kind,
      text: line.text,
    })),
  }
}
