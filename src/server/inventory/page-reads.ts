import 'server-only'

import type { Payload } from 'payload'

import { inventoryFirstRows, type FirstInventory } from '@/lib/admin/first-rows'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { unitPageState, type UnitPageState } from '@/lib/inventory/lifecycle'
import { similarUnits } from '@/lib/inventory/similar'
import { cacheTags } from '@/server/cache/tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/cache/cached-query'
import { inventorySnapshot } from '@/server/inventory/snapshot'
import { unitHolders } from '@/server/inventory/holders'
import {
  findInventoryItem,
  listCategories,
  listInventory,
  listInventoryStart,
} from '@/server/inventory/items'

/*
 * Readers for the public pages (/inventory, the unit pages, the sitemap) and the staff Inventory
 * tab's first rows: the same mapping as GET /api/inventory, cached until an inventory or category change revalidates the tags.
 */
const tags = [cacheTags.inventory, cacheTags.categories] as const

/**
 * Every item as GET /api/inventory answers it. Cached on the server (a write purges the tag in
 * its own hook) so a burst of readers costs one database read, not one each.
 */
export const getInventoryList = cachedQuery('inventory-all', tags, async () =>
  listInventory(await getPayloadClient()),
)

/** The list, its public part and the API's body, built once per change on each instance. */
export const getInventorySnapshot = () => inventorySnapshot(getInventoryList)

/** Units the public may see (available, in stock), newest first. Shared: never mutate it. */
export const getPublicInventory = async () => (await getInventorySnapshot()).listed

/** One unit as stored, whatever its status; its page decides what to show. */
export const getInventoryUnit = cachedQuery('inventory-unit', tags, async (id: number) =>
  findInventoryItem(await getPayloadClient(), id),
)

export type UnitPage = {
  state: UnitPageState
  /** Null unless the page shows the unit (listed or sold). */
  item: InventoryApiItem | null
  /** Units still for sale offered on a sold unit's page. */
  similar: InventoryApiItem[]
}

/**
 * What a unit's address shows at `now` (passed in, so tests control the clock): the unit, the
 * sold page with similar units for 90 days after the sale, then 410 Gone; 404 otherwise.
 */
export async function getUnitPage(id: number, now: Date): Promise<UnitPage> {
  const item = await getInventoryUnit(id)
  const state = unitPageState(item, now)
  if (!item || (state !== 'listed' && state !== 'sold')) return { state, item: null, similar: [] }
  const similar = state === 'sold' ? similarUnits(item, await getInventoryList()) : []
  return { state, item, similar }
}

/** The units the sitemap lists at `now`: listed ones, and sold ones within their 90 days. */
export async function getSitemapUnits(now: Date): Promise<InventoryApiItem[]> {
  return (await getInventoryList()).filter((item) =>
    ['listed', 'sold'].includes(unitPageState(item, now)),
  )
}

/**
 * The list's first rows and its count, cached like the list but read with a query of their own:
 * the tab's first view after a change then reads 20 units, not the whole list (issue 54).
 */
const getInventoryStart = cachedQuery('inventory-start', tags, async () =>
  listInventoryStart(await getPayloadClient(), inventoryFirstRows),
)

/**
 * The staff Inventory tab's first rows (issue 54): GET /api/inventory's first units in its order,
 * with what /api/categories answers and who holds those units (/api/inventory/holds). Null when a
 * read fails: the panel then loads the list itself, as it did before, instead of the page failing.
 */
export async function getFirstInventory(payload: Payload): Promise<FirstInventory | null> {
  try {
    const [{ items, total }, categories, holders] = await Promise.all([
      getInventoryStart(),
      listCategories(payload),
      unitHolders(payload),
    ])
    const shown = new Set(items.map((item) => item.id))
    return { items, total, categories, holders: holders.filter((holder) => shown.has(holder.unit)) }
  } catch (error) {
    console.error('[staff] Inventory tab rendered without its first rows', error)
    return null
  }
}
