import type { InventoryApiItem } from '@/lib/inventory/contract'

/* How the staff table filters the inventory (spec §2). */

export function filterInventory(
  items: readonly InventoryApiItem[],
  search: string,
  categoryId: string,
): InventoryApiItem[] {
  const needle = search.trim().toLowerCase()
  return items.filter(
    (item) =>
      (categoryId === '' || String(item.category_id) === categoryId) &&
      (needle === '' ||
        item.model_name.toLowerCase().includes(needle) ||
        item.description.toLowerCase().includes(needle)),
  )
}

export const itemsFoundLabel = (count: number) => `${count} item(s) found`
