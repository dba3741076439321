import type { Payload } from 'payload'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { apiItemRead, toApiItem } from '@/server/inventory/mapping'

/*
 * Every unit by id, read and mapped as the public API reads and maps it. Read straight from
 * Payload, not through the pages' cached readers: the daily run is a jobs-queue task outside
 * Next, and a sign-up must start from the units as they are.
 */
export async function loadUnits(payload: Payload): Promise<Map<number, InventoryApiItem>> {
  const { docs } = await payload.find({
    collection: 'inventory-items',
    ...apiItemRead,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, toApiItem(doc)]))
}
