import { fitBoatFrom, fitQueryString, type FitBoat } from '@/lib/fit/boat'
import { boatLengthFeet } from '@/lib/catalogue/boat-length'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import {
  axleConfigurations,
  materials,
  type AxleConfiguration,
  type Material,
} from '@/lib/inventory/options'
import { slugify } from '@/lib/slug'
import { isPubliclyVisible, matchesFilter, normalizeCategory } from '@/lib/inventory/visibility'

/*
 * What a shopper narrows /inventory by, as it stands in the address (?boat_length=17&sort=...):
 * one parser for the server render, the plain form GET and the instant island, so a shared link
 * shows the same list with or without JavaScript.
 */
export const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'capacity_desc', label: 'Capacity: highest first' },
] as const
export type InventorySort = (typeof sortOptions)[number]['value']

/*
 * Cards drawn at a time: a lot of a thousand units must not make a page of megabytes. 'Show more'
 * draws the next ones (?show=48 without JavaScript).
 */
export const inventoryPageSize = 24
const maxShown = 100 * inventoryPageSize

export type InventoryFilter = {
  q: string
  category: string
  /** The shopper's boat, in feet. */
  boat_length: number | null
  capacity_min: number | null
  price_max: number | null
  axle: AxleConfiguration | ''
  material: Material | ''
  sort: InventorySort
  /** How many of the matching units are drawn: a multiple of inventoryPageSize. */
  show: number
  /** The boat of a fit check ('Will it fit?'), on its steps; it narrows nothing itself. */
  fit: FitBoat | null
}

export const noFilter: InventoryFilter = {
  q: '',
  category: '',
  boat_length: null,
  capacity_min: null,
  price_max: null,
  axle: '',
  material: '',
  sort: 'newest',
  show: inventoryPageSize,
  fit: null,
}

/* Parameter values are lowercase slugs: axle=tandem, material=galvanized-steel. */
export const axleParam = (axle: AxleConfiguration) => slugify(axle)
export const materialParam = (material: Material) => slugify(material)

type Params = URLSearchParams | Record<string, string | string[] | undefined>

const read = (params: Params, key: string): string => {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

const positive = (value: string): number | null => {
  const number = Number(value)
  return value !== '' && Number.isFinite(number) && number > 0 ? number : null
}

/*
 * The shopper's figures on the form's own steps and within a trailer lot's bounds, so each
 * figure has a few hundred spellings at most and every filtered list has one address (ADR 0028):
 * a boat to the nearest half foot; a minimum capacity rounded down and a price ceiling rounded
 * up, so rounding never hides a unit the figure typed would show.
 */
export const numberSteps = {
  boat_length: { step: 0.5, max: 60, round: Math.round },
  capacity_min: { step: 100, max: 30_000, round: Math.floor },
  price_max: { step: 100, max: 200_000, round: Math.ceil },
} as const

const figure = (value: string, key: keyof typeof numberSteps): number | null => {
  const number = positive(value)
  if (number === null) return null
  const { step, max, round } = numberSteps[key]
  return Math.min(Math.max(round(number / step), 1) * step, max)
}

const shownCount = (value: string): number => {
  const pages = Math.ceil((positive(value) ?? inventoryPageSize) / inventoryPageSize)
  return Math.min(pages * inventoryPageSize, maxShown)
}

/** Search text is capped: an address is no place for an essay. */
const maxSearchLength = 60

/** A shared or hand-typed address: anything unknown or malformed means "no such filter". */
export function parseFilter(params: Params): InventoryFilter {
  const axle = read(params, 'axle').toLowerCase()
  const material = read(params, 'material').toLowerCase()
  const sort = read(params, 'sort')
  return {
    q: read(params, 'q').replace(/\s+/g, ' ').slice(0, maxSearchLength).trim(),
    category: normalizeCategory(read(params, 'category')),
    boat_length: figure(read(params, 'boat_length'), 'boat_length'),
    capacity_min: figure(read(params, 'capacity_min'), 'capacity_min'),
    price_max: figure(read(params, 'price_max'), 'price_max'),
    axle: axleConfigurations.find((option) => axleParam(option) === axle) ?? '',
    material: materials.find((option) => materialParam(option) === material) ?? '',
    sort: sortOptions.find((option) => option.value === sort)?.value ?? 'newest',
    show: shownCount(read(params, 'show')),
    fit: fitBoatFrom((key) => read(params, key) || null),
  }
}

/** The address's query for a filter, leaving out what is not set (so the bare list is /inventory). */
export function filterQuery(filter: InventoryFilter): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.category) params.set('category', filter.category)
  if (filter.boat_length !== null) params.set('boat_length', String(filter.boat_length))
  if (filter.capacity_min !== null) params.set('capacity_min', String(filter.capacity_min))
  if (filter.price_max !== null) params.set('price_max', String(filter.price_max))
  if (filter.axle) params.set('axle', axleParam(filter.axle))
  if (filter.material) params.set('material', materialParam(filter.material))
  if (filter.sort !== 'newest') params.set('sort', filter.sort)
  if (filter.show !== inventoryPageSize) params.set('show', String(filter.show))
  const query = params.toString()
  if (!filter.fit) return query
  return [query, fitQueryString(filter.fit)].filter(Boolean).join('&')
}

/**
 * Whether a trailer's published boat range holds a boat of `feet`: `16'-18'` holds 16 to 18,
 * `Up to 12'` (and a lone figure) anything up to 12. A unit without a range fits nothing.
 */
export function boatLengthFits(range: string | null, feet: number): boolean {
  const bounds = range ? boatLengthFeet(range) : undefined
  if (!bounds) return false
  const min = /up to/i.test(range ?? '') || bounds.min === bounds.max ? 0 : bounds.min
  return feet >= min && feet <= bounds.max
}

type Narrowable = Parameters<typeof matchesFilter>[0] &
  Parameters<typeof isPubliclyVisible>[0] &
  Pick<
    InventoryApiItem,
    'boat_length' | 'capacity_pounds' | 'price' | 'axle_configuration' | 'material'
  >

function fits<T extends Narrowable>(item: T, filter: InventoryFilter): boolean {
  return (
    matchesFilter(item, filter) &&
    (filter.boat_length === null || boatLengthFits(item.boat_length, filter.boat_length)) &&
    (filter.capacity_min === null || item.capacity_pounds >= filter.capacity_min) &&
    (filter.price_max === null || item.price <= filter.price_max) &&
    (filter.axle === '' || item.axle_configuration === filter.axle) &&
    (filter.material === '' || item.material === filter.material)
  )
}

const orders: Record<InventorySort, ((a: Narrowable, b: Narrowable) => number) | null> = {
  // The list arrives newest first (GET /api/inventory's order).
  newest: null,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  capacity_desc: (a, b) => b.capacity_pounds - a.capacity_pounds,
}

/** Whether /inventory shows `item` for a filter: the rule of visibleInventory, one unit at a time. */
export const showsFor = <T extends Narrowable>(item: T, filter: InventoryFilter): boolean =>
  isPubliclyVisible(item) && fits(item, filter)

/** The units /inventory shows for a filter, in its order. */
export function visibleInventory<T extends Narrowable>(
  items: readonly T[],
  filter: InventoryFilter,
): T[] {
  const shown = items.filter((item) => showsFor(item, filter))
  const order = orders[filter.sort]
  return order ? shown.sort(order) : shown
}
