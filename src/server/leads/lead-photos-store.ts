import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { leadPhotoUrl } from '@/lib/leads/photo-address'
import { processShared } from '@/server/process-shared.mjs'

/*
 * The checked photos of the lead being stored (src/server/leads/lead-photos.ts), handed to the
 * collection's hook that stores them as lead photos inside the lead's own transaction: a lead is never
 * stored without its photos, nor its photos' rows without their lead. The photos travel with the
 * request's async context, so the one path that stores leads needs no second entry (ADR 0045).
 */
type CheckedPhoto = { name: string; data: Buffer }

type Pending = { kind: string; photos: CheckedPhoto[] }

/*
 * One store for the process (process-shared.mjs): the production build holds two copies of this
 * module (the route's and the one payload.config.ts loads for the collection's hook), as it does
 * Payload's error classes (PLATFORM-NOTES).
 */
const pendingPhotos = processShared('lead-photos-pending', () => new AsyncLocalStorage<Pending>())

/** Runs `work` (which stores one lead of `kind`) with `photos` to be stored with it. */
export const withLeadPhotos = <T>(kind: string, photos: CheckedPhoto[], work: () => Promise<T>) =>
  pendingPhotos.run({ kind, photos }, work)

/**
 * Stores one checked photo (already WebP, without EXIF: toWebp) in the private `lead-photos`
 * collection under a random name (ADR 0051): the shopper's own file name is kept nowhere, and no
 * address can be guessed. Answers the address the lead card shows.
 */
export async function storeLeadPhoto(req: PayloadRequest, data: Buffer): Promise<string> {
  const doc = await req.payload.create({
    collection: 'lead-photos',
    data: {},
    file: {
      data,
      mimetype: 'image/webp',
      name: `${randomBytes(16).toString('hex')}.webp`,
      size: data.length,
    },
    // A random 128-bit name collides with none: Payload's check for a taken name is a query
    // inside its upload step, which answers an outage there as a 400 "problem uploading".
    overwriteExistingFiles: true,
    req,
    overrideAccess: true,
    depth: 0,
  })
  return leadPhotoUrl(doc.filename ?? '')
}

export const storeLeadPhotos: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  const pending = pendingPhotos.getStore()
  if (operation !== 'create' || !pending || pending.kind !== data.kind) return data
  if (pending.photos.length === 0) return data
  const photos: string[] = []
  for (const photo of pending.photos) {
    photos.push(await storeLeadPhoto(req, photo.data))
  }
  return { ...data, details: { ...(data.details as object), photos } }
}
