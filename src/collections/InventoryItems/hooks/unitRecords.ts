import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import type { InventoryItem } from '@/payload-types'

/*
 * The price history (ADR 0027): the listing price, then one row per change, written in the
 * item's own transaction (`req`) so an item saved is an item whose history holds its price.
 */
export const recordPriceChange: CollectionAfterChangeHook<InventoryItem> = async ({
  data,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const previous = operation === 'create' ? null : (previousDoc?.price ?? null)
  const price = await savedPrice(doc, data, req)
  if (previous === price) return doc
  await req.payload.create({
    collection: 'price-changes',
    data: {
      unit: doc.id,
      price,
      previous_price: previous,
      changed_at: new Date().toISOString(),
      changed_by: req.user?.collection === 'users' ? req.user.id : null,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return doc
}

/*
 * A save asked with `select` (the CSV import asks for the id alone) hands this hook a `doc`
 * without its price: then it is the one the save wrote, or the row's own in this transaction.
 */
async function savedPrice(
  doc: InventoryItem,
  data: Partial<InventoryItem>,
  req: PayloadRequest,
): Promise<number> {
  if (typeof doc.price === 'number') return doc.price
  if (typeof data.price === 'number') return data.price
  const saved = await req.payload.findByID({
    collection: 'inventory-items',
    id: doc.id,
    req,
    overrideAccess: true,
    depth: 0,
    select: { price: true },
  })
  return saved.price
}

/*
 * A deleted unit's own records (prices, reviews, view totals) go with it, in its transaction and
 * before its row: after it, PostgreSQL would already have emptied their link to it.
 */
export const forgetUnitRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { unit: { equals: id } }
  for (const collection of ['price-changes', 'aging-reviews', 'unit-page-views'] as const) {
    await req.payload.delete({ collection, where, req, overrideAccess: true, depth: 0 })
  }
}
