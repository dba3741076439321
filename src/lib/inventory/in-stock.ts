import type { UnitStatus } from '@/lib/inventory/lifecycle'
import { dayMs } from '@/lib/durations'

/**
 * When a unit came onto the lot: its arrival (set when it is listed, or when a unit on order
 * arrives), or its listing for rows older than that date; null while it is on order.
 */
export function inStockSince(unit: {
  status: UnitStatus
  receivedAt: string | null
  createdAt: string
}): string | null {
  if (unit.status === 'on_order') return null
  return unit.receivedAt ?? unit.createdAt
}

/** Whole days from `since` to `now`; null for no date or one that does not parse. */
export function daysSince(since: string | null, now: Date): number | null {
  const at = since === null ? NaN : Date.parse(since)
  if (Number.isNaN(at)) return null
  return Math.max(0, Math.floor((now.getTime() - at) / dayMs))
}
