import { dayMs } from '@/lib/durations'
import { holdBadge } from '@/lib/reservations/hold'

/*
 * A unit's life at the dealer: ordered from the factory, on the lot, held for a buyer, sold.
 * The spec's `is_available` flag still hides a unit from the public whatever its status.
 */
export const unitStatuses = ['available', 'on_order', 'pending_sale', 'sold'] as const
export type UnitStatus = (typeof unitStatuses)[number]

export const unitStatusLabels: Record<UnitStatus, string> = {
  available: 'Available',
  on_order: 'On order',
  pending_sale: 'Sale pending',
  sold: 'Sold',
}

/** How long a sold unit's page keeps its address before it answers 410 Gone. */
export const soldPageDays = 90

type Lifecycle = {
  status: UnitStatus
  sold_at: string | null
  expected_at: string | null
  received_at: string | null
}

/**
 * The dates that go with a status: a sale date only on a sold unit (now, unless staff gave one),
 * an arrival date only on a unit on order, and the day a unit reached the lot (listed, or arrived
 * from order: ADR 0027) on every other. Run on every write, so no stale date survives a change.
 */
export function settleLifecycle(unit: Lifecycle, now: Date): Lifecycle {
  return {
    status: unit.status,
    sold_at: unit.status === 'sold' ? (unit.sold_at ?? now.toISOString()) : null,
    expected_at: unit.status === 'on_order' ? unit.expected_at : null,
    received_at: unit.status === 'on_order' ? null : (unit.received_at ?? now.toISOString()),
  }
}

/*
 * `status` is ours, not the spec's: an item without one (from a client, proxy or cache that keeps
 * only the spec's fields, spec doc 2 §2) is held to the spec's rule alone.
 */
type Listable = { status?: UnitStatus | null; is_available: boolean; stock_quantity: number }

/**
 * Units /inventory lists: available ones by the spec's rule (flag on, stock above zero), units
 * held for a buyer likewise, and units on order (not on the lot yet, so no stock needed).
 */
export function isListed(unit: Listable): boolean {
  if (!unit.is_available) return false
  const status = unit.status ?? 'available'
  if (status === 'on_order') return true
  return (status === 'available' || status === 'pending_sale') && unit.stock_quantity > 0
}

/** What a unit's own address shows: its page, the sold page, 410 Gone, or 404. */
export type UnitPageState = 'listed' | 'sold' | 'gone' | 'missing'

export function unitPageState(
  unit: (Listable & { sold_at: string | null }) | null,
  now: Date,
): UnitPageState {
  if (!unit) return 'missing'
  if (unit.status === 'sold' && unit.is_available) {
    const soldAt = Date.parse(unit.sold_at ?? '')
    if (Number.isNaN(soldAt)) return 'gone'
    return now.getTime() - soldAt <= soldPageDays * dayMs ? 'sold' : 'gone'
  }
  return isListed(unit) ? 'listed' : 'missing'
}

/** schema.org ItemAvailability of a unit's Offer. */
export const schemaAvailability: Record<UnitStatus, string> = {
  available: 'https://schema.org/InStock',
  on_order: 'https://schema.org/PreOrder',
  pending_sale: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
}

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'On order — arriving March 2027', or without a known date just 'On order'. */
export function onOrderBadge(expectedAt: string | null): string {
  const date = Date.parse(expectedAt ?? '')
  return Number.isNaN(date) ? 'On order' : `On order — arriving ${monthYear.format(date)}`
}

/** The badge a listed unit carries instead of its stock count, or null for an available unit. */
export function statusBadge(unit: {
  status: UnitStatus
  expected_at: string | null
  on_hold_until?: string | null
}) {
  if (unit.status === 'on_order') return onOrderBadge(unit.expected_at)
  if (unit.status === 'available' && unit.on_hold_until) return holdBadge(unit.on_hold_until)
  if (unit.status === 'pending_sale') return 'Sale pending'
  return null
}

/**
 * A calendar day as staff pick it ('2027-03-01') is kept at noon UTC, so it reads as the same
 * day and month in every time zone of the United States.
 */
export function dayToIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T12:00:00.000Z`
    : new Date(value).toISOString()
}
