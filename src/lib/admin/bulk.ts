import { inventoryLimits } from '@/lib/inventory/options'

/* The panel's bulk actions on the checked units (issue 40): the price rule and the report. */

export type PriceChange = { kind: 'amount' | 'percent'; value: number }

/**
 * A price moved by an amount (dollars, negative lowers it) or a percent, to the cent, kept
 * within the form's clamp (spec §8: 0 to 9,999,999.99).
 */
export function changedPrice(price: number, change: PriceChange): number {
  const next = change.kind === 'amount' ? price + change.value : price * (1 + change.value / 100)
  const cents = Math.round(next * 100) / 100
  return Math.min(Math.max(cents, 0), inventoryLimits.price)
}

/** The typed change, or a reason it is not one. */
export function parsePriceChange(kind: string, typed: string): PriceChange | string {
  const value = Number(typed.trim())
  if (typed.trim() === '' || !Number.isFinite(value) || value === 0) {
    return 'Type a non-zero number, e.g. -500 or 5'
  }
  if (kind === 'percent') {
    return value < -100 || value > 1000 ? 'A percent from -100 to 1000' : { kind, value }
  }
  return kind === 'amount' ? { kind, value } : 'Choose dollars or percent'
}

export type BulkOutcome = { name: string; reason: string }
export type BulkReport = { done: string; failed: BulkOutcome[] }

const units = (count: number) => `${count} unit${count === 1 ? '' : 's'}`

/** 'Marked 2 units sold.' plus the units it could not change, each with its reason. */
export function bulkReport(verb: string, changed: number, failed: BulkOutcome[]): BulkReport {
  const rest = failed.length > 0 ? ` ${units(failed.length)} not changed:` : ''
  return { done: `${verb} ${units(changed)}.${rest}`, failed }
}
