import { AsyncLocalStorage } from 'node:async_hooks'

import type { CollectionBeforeChangeHook } from 'payload'

import { storeImage } from '@/server/services/images'

/*
 * The checked photos of the lead being stored (src/server/leads/lead-photos.ts), handed to the
 * collection's hook that stores them as media inside the lead's own transaction: a lead is never
 * stored without its photos, nor its photos' rows without their lead. The photos travel with the
 * request's async context, so the one path that stores leads needs no second entry (ADR 0045).
 */
type CheckedPhoto = { name: string; data: Buffer }

type Pending = { kind: string; photos: CheckedPhoto[] }

/*
 * One store for the process: the production build holds two copies of this module (the route's
 * and the one payload.config.ts loads for the collection's hook), as it does Payload's error
 * classes (PLATFORM-NOTES), so the store lives on a global key both copies find.
 */
const storeKey = Symbol.for('venture.leadPhotos.pending')
const pendingPhotos: AsyncLocalStorage<Pending> = ((globalThis as Record<symbol, unknown>)[
  storeKey
] ??= new AsyncLocalStorage<Pending>()) as AsyncLocalStorage<Pending>

/** Runs `work` (which stores one lead of `kind`) with `photos` to be stored with it. */
export const withLeadPhotos = <T>(kind: string, photos: CheckedPhoto[], work: () => Promise<T>) =>
  pendingPhotos.run({ kind, photos }, work)

const photoAlt: Record<string, string> = {
  'trade-in': 'Trade-in photo sent by a shopper',
  parts: 'Part photo sent by a shopper',
}

export const storeLeadPhotos: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  const pending = pendingPhotos.getStore()
  if (operation !== 'create' || !pending || pending.kind !== data.kind) return data
  if (pending.photos.length === 0) return data
  const photos: string[] = []
  for (const photo of pending.photos) {
    photos.push(
      await storeImage(req.payload, photo, null, { alt: photoAlt[pending.kind] ?? 'Photo', req }),
    )
  }
  return { ...data, details: { ...(data.details as object), photos } }
}
