import { formatNumber, formatPrice } from '@/lib/inventory/format'
import {
  filterQuery,
  noFilter,
  parseFilter,
  showsFor,
  type InventoryFilter,
} from '@/lib/inventory/filters'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { isPubliclyVisible } from '@/lib/inventory/visibility'

/*
 * What a search alert watches: the /inventory filter in the address, without its order and paging
 * (they change what is shown first, not what matches), nor its fit check (which narrows nothing). One key per distinct search, so the staff
 * demand view groups shoppers who wait for the same thing.
 */
export type Watch = Omit<InventoryFilter, 'sort' | 'show' | 'fit'>

export function watchFrom(params: URLSearchParams | string): Watch {
  const { q, category, boat_length, capacity_min, price_max, axle, material } = parseFilter(
    new URLSearchParams(params),
  )
  return { q, category, boat_length, capacity_min, price_max, axle, material }
}

/** The canonical query of a watch ('' for every trailer): its key and its /inventory address. */
export const watchQuery = (watch: Watch): string => filterQuery({ ...noFilter, ...watch })

const lower = (word: string) => (word === 'PWC' ? word : word.toLowerCase())

/**
 * A watch in words: 'Tandem-axle aluminum trailers for a 20 ft boat, up to $6,000'. Mail to a
 * visitor-typed address repeats nothing typed (`searchWords: false`): search words are then named,
 * not quoted; every other part is a number or one of the site's own options.
 */
export function describeWatch(watch: Watch, { searchWords = true } = {}): string {
  const material = watch.material.toLowerCase()
  const category = watch.category && !material.includes(watch.category.toLowerCase())
  const kind = [
    watch.axle && `${lower(watch.axle)}-axle`,
    material,
    category ? lower(watch.category) : '',
    'trailers',
  ].filter(Boolean)
  let text = kind.join(' ')
  text = text.charAt(0).toUpperCase() + text.slice(1)
  if (watch.boat_length !== null) text += ` for a ${formatNumber(watch.boat_length)} ft boat`
  const parts = [text]
  if (watch.capacity_min !== null)
    parts.push(`at least ${formatNumber(watch.capacity_min)} lb capacity`)
  if (watch.price_max !== null) parts.push(`up to ${formatPrice(watch.price_max)}`)
  if (watch.q) parts.push(searchWords ? `matching “${watch.q}”` : 'matching your search words')
  return parts.join(', ')
}

const alertable = (unit: InventoryApiItem) =>
  isPubliclyVisible(unit) && unit.status !== 'pending_sale'

/** Units an alert tells about: listed for sale or on order; sale pending, sold and hidden ones not. */
export function alertableUnits<T extends InventoryApiItem>(units: T[]): T[] {
  return units.filter(alertable)
}

/**
 * Whether a watch matches a unit: one an alert tells about that /inventory shows for the watch.
 * Made once per watch, asked once per unit.
 */
export function watchMatcher(watch: Watch): (unit: InventoryApiItem) => boolean {
  const filter = { ...noFilter, ...watch }
  return (unit) => alertable(unit) && showsFor(unit, filter)
}

/** The ids of the units among `units` that a watch matches, in their order. */
export function matchingIds(units: InventoryApiItem[], watch: Watch): number[] {
  return units.filter(watchMatcher(watch)).map((unit) => unit.id)
}
