import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import type { CacheTag } from '@/server/cache-tags'

/*
 * Payload also runs outside Next (seed script, migrations, vitest): there is no Next cache to
 * purge then, and next/cache throws without its request store. NEXT_RUNTIME is only set inside Next.
 */
export function revalidateTags(tags: readonly CacheTag[]): void {
  if (!process.env.NEXT_RUNTIME) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

export const revalidateCollection = (
  ...tags: CacheTag[]
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    ({ doc }) => {
      revalidateTags(tags)
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
  ({ doc }) => {
    revalidateTags(tags)
    return doc
  }
