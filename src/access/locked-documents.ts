import type { Access, PayloadRequest, Where } from 'payload'

/*
 * Payload's `payload-locked-documents` collection lets any signed-in user lock any document, and a
 * lock makes everyone else's save fail with 423: an editor could block staff from an inventory
 * item. A user may take, renew or release a lock only on what they may edit themselves, judged by
 * that collection's or global's own update access. Payload builds the collection while it
 * sanitizes the config, so payload.config.ts sets these on the result
 * (src/server/internals/locked-documents-access.ts).
 */

type Target = { collection: string; id?: number | string } | { global: string }

async function mayEdit(req: PayloadRequest, target: Target): Promise<boolean> {
  if (!req.user) return false
  const { payload } = req
  if ('global' in target) {
    const global = payload.config.globals.find((config) => config.slug === target.global)
    return Boolean(global && (await global.access.update?.({ req })))
  }
  const collection = payload.config.collections.find(({ slug }) => slug === target.collection)
  const id = Number(target.id)
  if (!collection || !Number.isSafeInteger(id)) return false
  const access = await collection.access.update?.({ req, id })
  if (access === true) return true
  if (!access) return false
  // A where-clause (e.g. "your own account"): the document must be one of those it allows.
  const { totalDocs } = await payload.count({
    collection: collection.slug,
    where: { and: [access, { id: { equals: id } }] },
    req,
  })
  return totalDocs > 0
}

type LockData = {
  document?: { relationTo?: string; value?: number | string | { id: number | string } } | null
  globalSlug?: string | null
}

const targetOf = (data: LockData | undefined): Target | null => {
  if (data?.globalSlug) return { global: data.globalSlug }
  const document = data?.document
  if (!document?.relationTo || document.value === undefined) return null
  const id = typeof document.value === 'object' ? document.value.id : document.value
  return { collection: document.relationTo, id }
}

/** A new lock: only on a document or global the user may edit. */
const create: Access = async ({ req, data }) => {
  const target = targetOf(data as LockData | undefined)
  return target ? mayEdit(req, target) : false
}

/*
 * Existing locks (renewing or releasing one, taking one over): only those on collections and
 * globals whose update access does not refuse the user outright.
 */
const existing: Access = async ({ req }) => {
  if (!req.user) return false
  const { payload } = req
  const collections: string[] = []
  for (const collection of payload.config.collections) {
    if (collection.lockDocuments !== false && (await collection.access.update?.({ req }))) {
      collections.push(collection.slug)
    }
  }
  const globals: string[] = []
  for (const global of payload.config.globals) {
    if (await global.access.update?.({ req })) globals.push(global.slug)
  }
  // One `equals` per slug: Payload cannot query a polymorphic relationTo with `in`.
  const where: Where[] = [
    ...collections.map((slug) => ({ 'document.relationTo': { equals: slug } })),
    ...(globals.length > 0 ? [{ globalSlug: { in: globals } }] : []),
  ]
  return where.length > 0 ? { or: where } : false
}

export const lockedDocumentsAccess = { create, update: existing, delete: existing }
