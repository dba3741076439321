import type { Payload } from 'payload'

import { dayMs, hourMs } from '@/lib/durations'

/** How long a deleted page, model, accessory or picture can be restored (issue 52 item 8). */
export const trashDays = 30

/**
 * Deletes for good what has been in the trash for `trashDays`, in every collection with a trash.
 * A picture still in use stays (its delete hook refuses; the next pass tries again).
 */
export async function emptyTrash(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - trashDays * dayMs).toISOString()
  let deleted = 0
  for (const collection of payload.config.collections.filter((c) => c.trash)) {
    const { docs, errors } = await payload.delete({
      collection: collection.slug,
      where: { deletedAt: { less_than: before } },
      trash: true,
      depth: 0,
      overrideAccess: true,
    })
    deleted += docs.length
    for (const { id, message } of errors) {
      payload.logger.warn(`Trash: ${collection.slug} ${String(id)} kept: ${message}`)
    }
  }
  return deleted
}

/* Checked on the jobs queue's every tick, emptied at most once an hour per process. */
let nextPass = 0

/**
 * Empties the trash when an hour has passed since this process last did. Deleting is idempotent,
 * so instances need not agree on who does it; an indexed query finds nothing most hours.
 */
export async function emptyTrashWhenDue(payload: Payload, now = new Date()): Promise<void> {
  if (now.getTime() < nextPass) return
  nextPass = now.getTime() + hourMs
  const deleted = await emptyTrash(payload, now)
  if (deleted > 0) payload.logger.info(`Trash: ${deleted} deleted for good after ${trashDays} days`)
}
