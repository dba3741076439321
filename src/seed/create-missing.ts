import type { CollectionSlug, Payload } from 'payload'

/** Creates the seed docs whose `key` value is not in the collection yet; returns how many. */
export async function createMissing<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  key: keyof T & string,
  docs: readonly T[],
): Promise<number> {
  const existing = await payload.find({
    collection,
    where: { [key]: { in: docs.map((doc) => doc[key]) } },
    limit: docs.length,
    depth: 0,
    pagination: false,
  })
  const present = new Set(
    existing.docs.map((doc) => String((doc as unknown as Record<string, unknown>)[key])),
  )
  return createAll(
    payload,
    collection,
    docs.filter((doc) => !present.has(String(doc[key]))),
  )
}

export async function createAll(
  payload: Payload,
  collection: CollectionSlug,
  docs: readonly Record<string, unknown>[],
): Promise<number> {
  for (const data of docs) {
    // The generated types cannot follow a collection chosen at run time.
    await payload.create({ collection, data: data as never, depth: 0 })
  }
  return docs.length
}
