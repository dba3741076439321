import { isPubliclyVisible } from '@/lib/inventory/visibility'
import { cacheTags } from '@/server/cache-tags'
import { getPayloadClient } from '@/server/payload'
import { cachedQuery } from '@/server/queries/cached'
import { findInventoryItem, listInventory } from '@/server/services/inventory'

/*
 * Readers for the public pages (/inventory, the unit pages, the sitemap): the same mapping as
 * GET /api/inventory, cached until an inventory or category change revalidates the tags.
 */
const tags = [cacheTags.inventory, cacheTags.categories] as const

/**
 * Every item as GET /api/inventory answers it. Cached on the server (a write purges the tag in
 * its own hook) so a burst of readers costs one database read, not one each.
 */
export const getInventoryList = cachedQuery('inventory-all', tags, async () =>
  listInventory(await getPayloadClient()),
)

/** Units the public may see (available, in stock), newest first. */
export const getPublicInventory = async () => (await getInventoryList()).filter(isPubliclyVisible)

/** One unit for its page; null when it does not exist or the public may not see it. */
export const getPublicInventoryItem = cachedQuery('inventory-unit', tags, async (id: number) => {
  const item = await findInventoryItem(await getPayloadClient(), id)
  return item && isPubliclyVisible(item) ? item : null
})
