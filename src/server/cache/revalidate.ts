import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import type { CacheTag } from '@/server/cache/tags'
import { purgeOutsideRequest } from '@/server/cache/purge-outside-request'
import { savesOnlyADraft } from '@/server/cache/draft-saves'
import { afterCommit } from '@/server/internals/after-commit'
import { insideNextRequest } from '@/server/internals/next-work-store'

/*
 * Inside a request Next is serving, revalidateTag purges once the request is done. The server
 * process also writes outside one: the jobs queue publishes and unpublishes on schedule, and the
 * migrations it applies at start (ADR 0039). That purge waits for the write's commit (`req`):
 * before it, a page rendered meanwhile would be cached again with the old text. Scripts and
 * vitest run without Next: no page cache lives in their process, so they purge nothing.
 */
export async function revalidateTags(
  tags: readonly CacheTag[],
  req?: PayloadRequest,
): Promise<void> {
  if (insideNextRequest()) {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return
  }
  if (!process.env.NEXT_RUNTIME) return
  const purge = () =>
    purgeOutsideRequest(tags).catch((error: unknown) =>
      console.error(`[cache] purge of ${tags.join(', ')} failed`, error),
    )
  if (req) await afterCommit(req, purge)
  else await purge()
}

export const revalidateCollection = (
  ...tags: CacheTag[]
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    async ({ collection, doc, req }) => {
      // A draft save leaves the published document, which the pages show, as it was (ADR 0038).
      if (!savesOnlyADraft(req, collection.slug)) await revalidateTags(tags, req)
      return doc
    },
  ],
  afterDelete: [
    async ({ doc, req }) => {
      await revalidateTags(tags, req)
      return doc
    },
  ],
})

export const revalidateGlobal =
  (...tags: CacheTag[]): GlobalAfterChangeHook =>
  async ({ doc, global, req }) => {
    if (!savesOnlyADraft(req, global.slug)) await revalidateTags(tags, req)
    return doc
  }
