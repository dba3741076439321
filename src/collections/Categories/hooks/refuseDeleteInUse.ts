import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/*
 * Items must keep a category (the column is NOT NULL), so deleting one in use would fail deep in
 * the database with an unreadable error. Say why instead, and what to do.
 */
export const refuseDeleteInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'inventory-items',
    where: { category: { equals: id } },
    req,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `This category is used by ${totalDocs} inventory item(s). Move them to another category first.`,
      409,
      undefined,
      true,
    )
  }
}
