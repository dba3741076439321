import { dayMs } from '@/lib/durations'
import { activeHoldUntil } from '@/lib/inventory/held'
import { daysSince, inStockSince } from '@/lib/inventory/in-stock'
import { unitStatusLabels, type UnitStatus } from '@/lib/inventory/lifecycle'

/*
 * The aging report's rules (issue spec: aging and listing quality; ADR 0027), pure so they are
 * tested with any clock. The service gathers the rows' inputs; this decides days and flags.
 */

/** A 'reviewed' mark clears the aging flag this long. */
export const reviewClearsDays = 30
/** The longest note a review keeps. */
export const agingReviewNoteMax = 500
/** Page views are summed over this many days, today included. */
export const viewWindowDays = 30

export type AgingSettings = { limitDays: number; photoMinimum: number }
export const defaultAgingSettings: AgingSettings = { limitDays: 90, photoMinimum: 6 }

export const agingFlags = ['aged', 'few_photos', 'no_description', 'no_identifier'] as const
export type AgingFlag = (typeof agingFlags)[number]

export const agingFlagLabels: Record<AgingFlag, string> = {
  aged: 'Over the aging limit',
  few_photos: 'Too few photos',
  no_description: 'No description',
  no_identifier: 'No stock number or VIN',
}

/** The flags as the table's short badges; the counts above it spell them out. */
export const agingFlagBadges: Record<AgingFlag, string> = {
  aged: 'Aged',
  few_photos: 'Few photos',
  no_description: 'No description',
  no_identifier: 'No ID',
}

/*
 * The view's statuses (issue 53): a unit a deposit holds is counted apart from the units for
 * sale, so 'Available' here is what a shopper could still buy.
 */
export const agingStatuses = ['available', 'on_hold', 'on_order', 'pending_sale'] as const
export type AgingStatus = UnitStatus | 'on_hold'

export const agingStatusLabels: Record<AgingStatus, string> = {
  ...unitStatusLabels,
  on_hold: 'On hold',
}

export type PriceChange = { price: number; previousPrice: number | null; at: string }
export type Review = { note: string; by: string | null; at: string }

export type AgingInput = {
  id: number
  name: string
  path: string
  category: { id: number; name: string } | null
  status: UnitStatus
  receivedAt: string | null
  createdAt: string
  price: number
  photos: number
  vin: string | null
  stockNumber: string | null
  description: string | null
  /** The end of a hold a deposit paid online bought, as stored (it may have passed). */
  heldUntil: string | null
  prices: PriceChange[]
  views: number
  leads: number
  review: Review | null
}

export type AgingRow = Omit<AgingInput, 'vin' | 'stockNumber' | 'description' | 'review'> & {
  stockNumber: string | null
  hasVin: boolean
  hasStockNumber: boolean
  hasDescription: boolean
  /** Null for a unit on order: it is not in stock yet. */
  daysInStock: number | null
  /** Price changes after the listing price. */
  priceChanges: number
  /** The newest review while it still clears the aging flag. */
  review: (Review & { until: string }) | null
  /** The end of the hold the unit is under; null when it is not held. */
  heldUntil: string | null
  flags: AgingFlag[]
}

const filled = (value: string | null) => Boolean(value?.trim())

/** Days a unit has been in stock (inStockSince); none while on order. */
export const daysInStock = (
  unit: Pick<AgingInput, 'status' | 'receivedAt' | 'createdAt'>,
  now: Date,
) => daysSince(inStockSince(unit), now)

/** A review still in force at `now`, with the day its effect ends. */
export function activeReview(review: Review | null, now: Date) {
  if (!review) return null
  const until = Date.parse(review.at) + reviewClearsDays * dayMs
  return until > now.getTime() ? { ...review, until: new Date(until).toISOString() } : null
}

export function agingRow(input: AgingInput, settings: AgingSettings, now: Date): AgingRow {
  const { vin, stockNumber, description, review, ...rest } = input
  const days = daysInStock(input, now)
  const reviewed = activeReview(review, now)
  const heldUntil = activeHoldUntil({ status: input.status, on_hold_until: input.heldUntil }, now)
  const hasVin = filled(vin)
  const hasStockNumber = filled(stockNumber)
  const hasDescription = filled(description)
  const flags: AgingFlag[] = []
  // A held unit has its buyer: it is counted apart, not as stock waiting too long for one.
  if (days !== null && days > settings.limitDays && !reviewed && !heldUntil) flags.push('aged')
  if (input.photos < settings.photoMinimum) flags.push('few_photos')
  if (!hasDescription) flags.push('no_description')
  if (!hasVin || !hasStockNumber) flags.push('no_identifier')
  return {
    ...rest,
    stockNumber: hasStockNumber ? stockNumber : null,
    hasVin,
    hasStockNumber,
    hasDescription,
    daysInStock: days,
    priceChanges: input.prices.filter((change) => change.previousPrice !== null).length,
    review: reviewed,
    heldUntil,
    flags,
  }
}

export const agingStatusOf = (row: Pick<AgingRow, 'status' | 'heldUntil'>): AgingStatus =>
  row.heldUntil ? 'on_hold' : row.status

export function flagCounts(rows: readonly AgingRow[]): Record<AgingFlag, number> {
  const counts = Object.fromEntries(agingFlags.map((flag) => [flag, 0])) as Record<
    AgingFlag,
    number
  >
  for (const row of rows) for (const flag of row.flags) counts[flag] += 1
  return counts
}

/** The held units among `rows` and what they are priced at together. */
export function holdTotals(rows: readonly AgingRow[]): { units: number; value: number } {
  const held = rows.filter((row) => row.heldUntil)
  return { units: held.length, value: held.reduce((sum, row) => sum + row.price, 0) }
}

/** The UTC day ('YYYY-MM-DD') page views are totalled under. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

/** The first day of the view window ending `now`. */
export const viewWindowStart = (now: Date): string =>
  utcDay(new Date(now.getTime() - (viewWindowDays - 1) * dayMs))
