import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { recordMove } from '@/collections/Redirects/hooks'

type Stored = { id: number | string; slug?: unknown; _status?: unknown }

/*
 * When a published page is published again under another slug, its old address answers 301 to
 * the new one (ADR 0040). The published address is read from the collection's own table before
 * the save: a draft save leaves it as it was (ADR 0038), so a slug changed in drafts and then
 * published is still seen as a move from the address visitors knew. Drafts never write one.
 */
export function redirectOldAddress(path: (slug: string) => string): {
  beforeChange: CollectionBeforeChangeHook
  afterChange: CollectionAfterChangeHook
} {
  const key = (id: unknown) => `publishedAddress:${String(id)}`
  return {
    beforeChange: async ({ collection, data, operation, originalDoc, req }) => {
      if (operation !== 'update' || data._status !== 'published' || !originalDoc) return data
      const stored = await req.payload.db.findOne<Stored>({
        collection: collection.slug,
        where: { id: { equals: originalDoc.id } },
        req,
      })
      if (stored?._status === 'published' && typeof stored.slug === 'string') {
        req.context[key(originalDoc.id)] = path(stored.slug)
      }
      return data
    },
    afterChange: async ({ doc, req }) => {
      const from = req.context[key(doc.id)]
      if (typeof from !== 'string' || doc._status !== 'published') return doc
      delete req.context[key(doc.id)]
      await recordMove(req, from, path(doc.slug))
      return doc
    },
  }
}
