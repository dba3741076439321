import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitStatus } from '@/lib/inventory/lifecycle'

/* How the staff table filters and sorts the inventory (spec §2; issue 40). */

export function filterInventory(
  items: readonly InventoryApiItem[],
  search: string,
  categoryId: string,
  status: UnitStatus | '' = '',
): InventoryApiItem[] {
  const needle = search.trim().toLowerCase()
  const found = items.filter(
    (item) =>
      (categoryId === '' || String(item.category_id) === categoryId) &&
      (status === '' || item.status === status) &&
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

/** The columns a header click sorts by; without one the list keeps the server's order. */
export const inventorySortKeys = ['name', 'price', 'stock'] as const
export type InventorySortKey = (typeof inventorySortKeys)[number]
export type InventorySort = { key: InventorySortKey; dir: 'asc' | 'desc' } | null

const compareBy: Record<InventorySortKey, (a: InventoryApiItem, b: InventoryApiItem) => number> = {
  name: (a, b) => a.model_name.localeCompare(b.model_name, 'en', { sensitivity: 'base' }),
  price: (a, b) => a.price - b.price,
  stock: (a, b) => a.stock_quantity - b.stock_quantity,
}

/** A sorted copy; ties keep the unit order (id), so a re-sort never shuffles equal rows. */
export function sortInventory(items: readonly InventoryApiItem[], sort: InventorySort) {
  if (!sort) return [...items]
  const sign = sort.dir === 'asc' ? 1 : -1
  const compare = compareBy[sort.key]
  return [...items].sort((a, b) => sign * compare(a, b) || a.id - b.id)
}

/** A header click: a new column sorts ascending, the same column turns the order round. */
export const nextSort = (current: InventorySort, key: InventorySortKey): InventorySort =>
  current?.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }

export const ariaSortOf = (sort: InventorySort, key: InventorySortKey) =>
  sort?.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'
