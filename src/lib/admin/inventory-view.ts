import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitStatus } from '@/lib/inventory/lifecycle'

/* How the staff table filters the inventory (spec §2). */

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
