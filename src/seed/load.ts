import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

/*
 * Seeding writes through the Local API with the caller's request, so that a migration's writes
 * happen in its transaction: all of them or none.
 */
export type Seeding = { payload: Payload; req: PayloadRequest }

/** Creates every doc in `collection`; returns how many. */
export async function createAll(
  { payload, req }: Seeding,
  collection: CollectionSlug,
  docs: readonly Record<string, unknown>[],
): Promise<number> {
  // Content with drafts is loaded published: that is what visitors see (ADR 0038).
  const published = payload.collections[collection].config.versions?.drafts
    ? { _status: 'published' }
    : {}
  for (const data of docs) {
    // The generated types cannot follow a collection chosen at run time.
    await payload.create({ collection, data: { ...data, ...published } as never, depth: 0, req })
  }
  return docs.length
}
