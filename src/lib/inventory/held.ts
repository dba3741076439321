import type { InventoryApiItem } from '@/lib/inventory/contract'
import { isHeld } from '@/lib/reservations/hold'

/*
 * What staff see of a hold a deposit paid online bought (issue 53, ADR 0063): the Inventory tab,
 * the Aging view and the window sticker ask here, so they agree on which units are held.
 */

/**
 * The end of the hold a unit is under at `now`, else null. Only an available unit is held, as its
 * public badge says (statusBadge); the date is checked too, because the job that clears it runs
 * after the hold's end, and neither a staff view nor a printed sticker may show an ended hold.
 */
export const activeHoldUntil = (
  unit: Pick<InventoryApiItem, 'status' | 'on_hold_until'>,
  now: Date,
): string | null =>
  unit.status === 'available' && isHeld(unit.on_hold_until, now) ? unit.on_hold_until : null

/**
 * Who holds a unit (GET /api/inventory/holds): staff's alone, so it never joins the public JSON.
 * `lead` is the reservation's lead, where staff release the hold and refund the deposit.
 */
export type UnitHolder = { unit: number; name: string; lead: number | null }
