import type { InventoryApiItem } from '@/lib/inventory/contract'
import { activeHoldUntil, type UnitHolder } from '@/lib/inventory/held'
import { unitStatuses, unitStatusLabels, type UnitStatus } from '@/lib/inventory/lifecycle'
import { holdBadge } from '@/lib/reservations/hold'

/* How the staff table filters and sorts the inventory (spec §2; issue 40). */

/*
 * The Status filter: a lifecycle status, or the units a deposit holds (issue 53). A held unit is
 * still available, so 'Available' lists it too.
 */
export type InventoryStatusFilter = UnitStatus | 'on_hold' | ''

export const inventoryStatusChoices: {
  value: Exclude<InventoryStatusFilter, ''>
  label: string
}[] = unitStatuses.flatMap((status) => [
  { value: status, label: unitStatusLabels[status] },
  ...(status === 'available' ? [{ value: 'on_hold' as const, label: 'On hold' }] : []),
])

const hasStatus = (item: InventoryApiItem, status: InventoryStatusFilter, now: Date) =>
  status === 'on_hold' ? activeHoldUntil(item, now) !== null : item.status === status

export function filterInventory(
  items: readonly InventoryApiItem[],
  search: string,
  categoryId: string,
  status: InventoryStatusFilter = '',
  now = new Date(),
): InventoryApiItem[] {
  const needle = search.trim().toLowerCase()
  const found = items.filter(
    (item) =>
      (categoryId === '' || String(item.category_id) === categoryId) &&
      (status === '' || hasStatus(item, status, now)) &&
      (needle === '' ||
        item.model_name.toLowerCase().includes(needle) ||
        item.description.toLowerCase().includes(needle)),
  )
  // What left most recently first: the 'Sold' view answers "what sold, and when".
  return status === 'sold'
    ? found.sort((a, b) => (b.sold_at ?? '').localeCompare(a.sold_at ?? ''))
    : found
}

export const itemsFoundLabel = (count: number) => `${count} item(s) found`

/** A held unit's line: 'On hold until Monday, December 7 · Jane Doe' (the name when known). */
export function holdLine(
  item: InventoryApiItem,
  holder: UnitHolder | undefined,
  now: Date,
): string | null {
  const until = activeHoldUntil(item, now)
  if (until === null) return null
  return holder ? `${holdBadge(until)} · ${holder.name}` : holdBadge(until)
}

/*
 * What the list sorts by: a column header (name, price, stock) or the Sort menu, which also has
 * days in stock and status (shown in the row, not columns of the spec's table). Without one the
 * list keeps the server's order.
 */
export const inventorySortKeys = ['name', 'price', 'stock', 'days', 'status'] as const
export type InventorySortKey = (typeof inventorySortKeys)[number]
export type InventorySort = { key: InventorySortKey; dir: 'asc' | 'desc' } | null

const compareBy: Record<InventorySortKey, (a: InventoryApiItem, b: InventoryApiItem) => number> = {
  name: (a, b) => a.model_name.localeCompare(b.model_name, 'en', { sensitivity: 'base' }),
  price: (a, b) => a.price - b.price,
  stock: (a, b) => a.stock_quantity - b.stock_quantity,
  // Fewest days first: the latest arrival.
  days: (a, b) => (b.in_stock_since ?? '').localeCompare(a.in_stock_since ?? ''),
  // The lifecycle's own order: available, on order, pending sale, sold.
  status: (a, b) => unitStatuses.indexOf(a.status) - unitStatuses.indexOf(b.status),
}

/** The Sort menu's choices, as `key:dir` values; '' keeps the server's order. */
export const inventorySortChoices: { value: string; label: string }[] = [
  { value: '', label: 'Listed order' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'price:asc', label: 'Price, lowest first' },
  { value: 'price:desc', label: 'Price, highest first' },
  { value: 'stock:asc', label: 'Stock, fewest first' },
  { value: 'stock:desc', label: 'Stock, most first' },
  { value: 'days:desc', label: 'Days in stock, most first' },
  { value: 'days:asc', label: 'Days in stock, fewest first' },
  { value: 'status:asc', label: 'Status' },
]

export const sortChoiceOf = (sort: InventorySort) => (sort ? `${sort.key}:${sort.dir}` : '')

export function sortFromChoice(value: string): InventorySort {
  const [key, dir] = value.split(':')
  const known = inventorySortKeys.find((sortKey) => sortKey === key)
  return known && (dir === 'asc' || dir === 'desc') ? { key: known, dir } : null
}

/* Rows a key cannot place go after the others either way round: units on order have no days. */
const unplaced: Partial<Record<InventorySortKey, (item: InventoryApiItem) => boolean>> = {
  days: (item) => item.in_stock_since === null,
}

/** A sorted copy; ties keep the unit order (id), so a re-sort never shuffles equal rows. */
export function sortInventory(items: readonly InventoryApiItem[], sort: InventorySort) {
  if (!sort) return [...items]
  const sign = sort.dir === 'asc' ? 1 : -1
  const compare = compareBy[sort.key]
  const last = unplaced[sort.key] ?? (() => false)
  return [...items].sort(
    (a, b) => Number(last(a)) - Number(last(b)) || sign * compare(a, b) || a.id - b.id,
  )
}

/** A header click: a new column sorts ascending, the same column turns the order round. */
export const nextSort = (current: InventorySort, key: InventorySortKey): InventorySort =>
  current?.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }

export const ariaSortOf = (sort: InventorySort, key: InventorySortKey) =>
  sort?.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'
