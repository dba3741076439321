import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Media } from '@/payload-types'
import type { Seeding } from '@/seed/load'
import { mediaUrl } from '@/lib/media/address'
import { mediaStore, type MediaStore } from '@/server/media/store'

/*
 * The shipped pictures as the media library stores them (the WebP original and its sizes, with
 * the fields Payload wrote), made once by the real upload pipeline and committed here (ADR 0055):
 * every fresh database used to resize the same 40 pictures again, 17 s of a 29 s first
 * migration. `npm run assets:media` writes this folder; tests/int/shipped-media.int.test.ts fails
 * when it differs from what the pipeline makes of public/ today. A picture whose file under
 * public/ no longer matches its recorded checksum is simply processed as any upload.
 */
export const shippedMediaDir = path.resolve(process.cwd(), 'src/seed/shipped-media')
export const shippedMediaIndex = path.join(shippedMediaDir, 'index.json')

type Stored = Pick<Media, 'filename' | 'mimeType' | 'filesize' | 'width' | 'height'>

/** What Payload stored for one picture: the original's fields, its focal point and its sizes. */
export type StoredPicture = Stored & {
  focalX: number
  focalY: number
  sizes: Record<string, Stored>
}

/**
 * The index: where the files were made (encoders' output differs between platforms and
 * versions, not their sizes), and for each shipped picture's site path the SHA-256 of its file
 * there and what was stored.
 */
export type ShippedMediaIndex = {
  madeWith: { platform: string; sharp: string; webp: string }
  pictures: Record<string, { sha256: string; stored: StoredPicture }>
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

let index: ShippedMediaIndex['pictures'] | undefined
const readIndex = () =>
  (index ??= existsSync(shippedMediaIndex)
    ? (JSON.parse(readFileSync(shippedMediaIndex, 'utf8')) as ShippedMediaIndex).pictures
    : {})

/** What was stored for `sitePath`, when its file under public/ is still the one it was made from. */
export function storedPicture(sitePath: string, data: Buffer): StoredPicture | undefined {
  const entry = readIndex()[sitePath]
  return entry?.sha256 === sha256(data) ? entry.stored : undefined
}

/** The file names of a stored picture: the original and each size (sizes may share one). */
export const storedFiles = (stored: StoredPicture): string[] => [
  ...new Set(
    [stored.filename, ...Object.values(stored.sizes).map((size) => size.filename)].filter(
      (name): name is string => Boolean(name),
    ),
  ),
]

/* One store for the seed: with S3, one client for all the pictures. */
let store: Promise<MediaStore> | undefined

/**
 * Puts a stored picture's files where the media library keeps them (disk or bucket) and writes
 * its document as the upload would have, in the seed's transaction. The database layer is written
 * to directly: Payload's create would process the file again, which is what this saves.
 */
export async function createStoredPicture(
  { payload, req }: Seeding,
  stored: StoredPicture,
  alt: string,
): Promise<number> {
  store ??= mediaStore()
  for (const name of storedFiles(stored)) {
    await (await store).upload(path.join(shippedMediaDir, name), name, stored.mimeType ?? undefined)
  }
  const now = new Date().toISOString()
  // The addresses and `prefix` as Payload's upload fields and the storage plugin's default store
  // them; new objects, as the adapter rewrites the nested `sizes` it is given.
  const addressed = <T extends Stored>(fields: T) => ({
    ...fields,
    url: fields.filename ? mediaUrl(fields.filename) : null,
  })
  const sizes = Object.fromEntries(
    Object.entries(stored.sizes).map(([name, size]) => [name, addressed(size)]),
  )
  const doc = await payload.db.create({
    collection: 'media',
    data: { ...addressed(stored), sizes, alt, prefix: '', createdAt: now, updatedAt: now },
    req,
  })
  return doc.id as number
}
