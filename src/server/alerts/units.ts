import type { Payload } from 'payload'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { toApiItem } from '@/server/services/inventory-mapping'

/*
 * Every unit, with the fields alerts match on, mapped as the public API maps them. Read straight
 * from Payload, not through the pages' cached readers: the daily run is a jobs-queue task
 * outside Next, and a sign-up must start from the units as they are.
 */
const unitSelect = {
  model_name: true,
  category: true,
  type: true,
  material: true,
  axle_configuration: true,
  capacity_pounds: true,
  price: true,
  stock_quantity: true,
  description: true,
  boat_length: true,
  is_available: true,
  status: true,
  expected_at: true,
} as const

/** Every unit by id. */
export async function loadUnits(payload: Payload): Promise<Map<number, InventoryApiItem>> {
  const { docs } = await payload.find({
    collection: 'inventory-items',
    select: unitSelect,
    populate: { categories: { name: true } },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, toApiItem(doc)]))
}
