import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import type { UnitHolder } from '@/lib/inventory/held'

/**
 * Units the Inventory tab's HTML carries (issue 54), as the Leads tab's carries its first page:
 * more than a tall screen's rows, so the rows in sight are there before any script; the spec's
 * whole list (GET /api/inventory) follows.
 */
export const inventoryFirstRows = 20

/**
 * What the server read for the tab: the list's first units in its own order, how many it holds,
 * the categories, and who holds those units (what GET /api/categories and /holds answer).
 */
export type FirstInventory = {
  items: InventoryApiItem[]
  total: number
  categories: CategoryApiItem[]
  holders: UnitHolder[]
}
