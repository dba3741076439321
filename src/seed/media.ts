import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { mediaFilename } from '@/lib/media/address'
import type { Seeding } from '@/seed/load'
import { createStoredPicture, storedPicture } from '@/seed/shipped-media'

/*
 * The pictures and hero clips the site shipped in public/ become media documents (ADR 0037): the
 * content seed and the migration from paths both go through here, so a fresh database and a
 * migrated one hold the same documents under the same names.
 */

const mimeTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/** The content type of a shipped file, by its extension (undefined: not a kind the library takes). */
export const mimeTypeOf = (file: string): string | undefined =>
  mimeTypes[path.extname(file).toLowerCase()]

/** The media file name of a site path: `/images/heroes/aluminum.webp` → `heroes-aluminum.webp`. */
export const mediaNameOf = (sitePath: string): string =>
  sitePath
    .replace(/^\/(?:images\/)?/, '')
    .split('/')
    .join('-')

/* Images are stored as WebP whatever they were (src/collections/Media/process-upload.ts). */
const storedNames = (name: string): string[] => {
  const webp = name.replace(/\.(?:jpe?g|png|gif|avif)$/i, '.webp')
  return webp === name ? [name] : [name, webp]
}

/**
 * The media document for a site path, created from the file under public/ the first time (with
 * `alt`; a shipped picture as it was stored once, src/seed/shipped-media.ts), found by its name
 * after that. A path that is already a media address
 * (`/cms/api/media/file/…`) is its document. Throws, naming the path, when there is no such file.
 */
export async function mediaFromSitePath(
  { payload, req }: Seeding,
  sitePath: string,
  alt: string,
): Promise<number> {
  const uploaded = mediaFilename(sitePath)
  const names = uploaded ? [uploaded] : storedNames(mediaNameOf(sitePath))
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: names } },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) return docs[0].id
  const publicDir = path.resolve(process.cwd(), 'public')
  const file = path.resolve(publicDir, `.${sitePath}`)
  const type = mimeTypeOf(file)
  const data =
    !uploaded && type && file.startsWith(publicDir + path.sep)
      ? await readFile(file).catch(() => null)
      : null
  if (!data || !type) {
    throw new Error(
      `media: ${sitePath} is neither a file under public/ nor an uploaded media file; put the file there (or pick a picture in /cms with the previous release) and start again`,
    )
  }
  const stored = storedPicture(sitePath, data)
  if (stored) return createStoredPicture({ payload, req }, stored, alt)
  if (type.startsWith('image/')) {
    payload.logger.warn(
      `media: ${sitePath} is not in src/seed/shipped-media as it is now, so it is resized here; npm run assets:media stores it once`,
    )
  }
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: type, name: mediaNameOf(sitePath), size: data.length },
    // The name is the path's, always: a file of that name left on the disk by another database
    // (development, tests) holds the same shipped picture, and is no reason to rename it.
    overwriteExistingFiles: true,
    depth: 0,
    req,
  })
  return doc.id
}

/*
 * The alt text a shipped picture gets, from where it is placed. The pages show these pictures
 * beside a heading that says the same, so they render as decorative (alt=""): the media's alt is
 * for the library, share previews and any new place an editor puts the picture.
 */
export const shippedAlt = {
  card: (cardTitle: string) => `${cardTitle}: a boat trailer of this line`,
  hero: (heading: string) => `${heading}: a boat trailer of this line at the water`,
  share: (pageTitle: string) => `${pageTitle}: share picture`,
  accessory: (title: string) => `${title}: trailer accessory`,
  poster: (clip: number) => `Home page video ${clip}: still picture`,
  clip: (clip: number) => `Home page video ${clip}`,
}
