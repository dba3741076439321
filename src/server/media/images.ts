import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { slugify } from '@/lib/slug'
import { mediaFilename, mediaUrl } from '@/lib/media/address'
import type { User } from '@/payload-types'
import { absoluteUrl } from '@/server/site-url'

export { mediaFilename, mediaUrl }

/* Our own absolute URLs count as the site path; anything unparsable as nothing. */
function sitePath(url: string): string {
  try {
    const parsed = new URL(url, absoluteUrl())
    return parsed.origin === new URL(absoluteUrl()).origin ? parsed.pathname : ''
  } catch {
    return ''
  }
}

/**
 * Stores an upload as media (checked and re-encoded by its hook, see toWebp); answers its public,
 * site-relative URL. `user` is the staff member whose access is checked. Shoppers' photos are not
 * media: they go to the private `lead-photos` collection (ADR 0051).
 */
export async function storeImage(
  payload: Payload,
  upload: { name: string; data: Buffer },
  user: User,
): Promise<string> {
  const base = slugify(upload.name.replace(/\.[^.]*$/, '')).slice(0, 40) || 'trailer'
  const doc = await payload.create({
    collection: 'media',
    // Alt text is required on media; the unit's page describes its photos by the unit's name.
    data: { alt: 'Trailer photo' },
    file: {
      data: upload.data,
      mimetype: 'application/octet-stream',
      name: `${base}-${randomBytes(4).toString('hex')}`,
      size: upload.data.length,
    },
    user,
    overrideAccess: false,
    depth: 0,
  })
  return mediaUrl(doc.filename ?? '')
}

/**
 * Deletes the media files behind `urls` that no inventory item references any more. Runs in the
 * inventory hooks (after a delete, or an update that dropped images) inside the same request.
 */
export async function removeUnusedImages(req: PayloadRequest, urls: string[]): Promise<void> {
  const filenames = [...new Set(urls.map(mediaFilename).filter((name) => name !== null))]
  if (filenames.length === 0) return
  const forms = filenames.flatMap((name) => [mediaUrl(name), absoluteUrl(mediaUrl(name))])
  const { docs } = await req.payload.find({
    collection: 'inventory-items',
    where: { 'images.url': { in: forms } },
    select: { images: true },
    depth: 0,
    pagination: false,
    req,
  })
  const used = new Set(
    docs.flatMap((doc) => (doc.images ?? []).map((image) => mediaFilename(sitePath(image.url)))),
  )
  const unused = filenames.filter((name) => !used.has(name))
  if (unused.length === 0) return
  await req.payload.delete({ collection: 'media', where: { filename: { in: unused } }, req })
}
