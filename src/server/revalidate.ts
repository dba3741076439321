import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import type { CacheTag } from '@/server/cache-tags'
import { savesOnlyADraft } from '@/server/draft-saves'
import { insideNextRequest } from '@/server/internals/next-work-store'

/*
 * Purges only from inside a request Next is serving: that is where revalidateTag finds the cache
 * it purges (it throws without Next's work store). Payload also writes outside one: scripts and
 * vitest (no Next at all), and the migrations the server applies at start (instrumentation),
 * which come with a new release: its build's cache entries start empty (ADR 0009).
 */
export function revalidateTags(tags: readonly CacheTag[]): void {
  if (!insideNextRequest()) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

export const revalidateCollection = (
  ...tags: CacheTag[]
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    ({ collection, doc, req }) => {
      // A draft save leaves the published document, which the pages show, as it was (ADR 0038).
      if (!savesOnlyADraft(req, collection.slug)) revalidateTags(tags)
      return doc
    },
  ],
  afterDelete: [
    ({ doc }) => {
      revalidateTags(tags)
      return doc
    },
  ],
})

export const revalidateGlobal =
  (...tags: CacheTag[]): GlobalAfterChangeHook =>
  ({ doc, global, req }) => {
    if (!savesOnlyADraft(req, global.slug)) revalidateTags(tags)
    return doc
  }
