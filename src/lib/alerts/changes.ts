import type { InventoryApiItem } from '@/lib/inventory/contract'
import { alertableUnits, matchingIds, type Watch } from '@/lib/alerts/watch'

/** An alert as the daily run reads it. */
export type AlertState = {
  id: number
  kind: 'search' | 'price'
  watch: Watch | null
  unit: number | null
  lastPrice: number | null
  knownUnits: number[]
}

export type PriceDrop = { unit: InventoryApiItem; was: number; now: number }

/** What changed for one alert since it was last told, and the state to keep once it is told. */
export type AlertChange = {
  alert: AlertState
  arrived: InventoryApiItem[]
  drop: PriceDrop | null
  /** What to store once the shopper has been told; null when nothing changed. */
  next: { knownUnits?: number[]; lastPrice?: number } | null
}

/*
 * The rule of the daily run (ADR 0025), against the units as they are now: a search alert tells
 * about listed or on-order units it matches that it has not told about (nor matched when set); a
 * price watch tells when its unit, still for sale, costs less than the price last told. Sold,
 * pending and hidden units are never told about. Nothing new means no change, and no e-mail.
 */
export function alertChange(
  alert: AlertState,
  units: Map<number, InventoryApiItem>,
  matching: (watch: Watch) => number[] = (watch) => matchingIds([...units.values()], watch),
): AlertChange {
  const none = { alert, arrived: [], drop: null, next: null }
  if (alert.kind === 'search') {
    if (!alert.watch) return none
    const known = new Set(alert.knownUnits)
    const fresh = matching(alert.watch).filter((id) => !known.has(id))
    if (fresh.length === 0) return none
    const arrived = fresh.map((id) => units.get(id) as InventoryApiItem)
    return { ...none, arrived, next: { knownUnits: [...alert.knownUnits, ...fresh] } }
  }
  const unit = alert.unit === null ? undefined : units.get(alert.unit)
  if (!unit || alertableUnits([unit]).length === 0 || alert.lastPrice === null) return none
  if (unit.price >= alert.lastPrice) return none
  return {
    ...none,
    drop: { unit, was: alert.lastPrice, now: unit.price },
    next: { lastPrice: unit.price },
  }
}

/** The search alert's starting point: what already matches is not news. */
export const initialKnownUnits = (units: InventoryApiItem[], watch: Watch): number[] =>
  matchingIds(units, watch)
