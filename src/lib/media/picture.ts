import { mediaUrl } from '@/lib/media/address'
import type { Media } from '@/payload-types'

/** What a page needs to draw a media library picture: its sizes as a srcset, its focal point. */
export type Picture = {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
  /** The editor's focal point as CSS, so a cropped (object-fit: cover) picture keeps it in view. */
  objectPosition: string
}

type Upload = number | Media | null | undefined

/* The resized copies that keep the picture's proportions (the thumbnail is cropped). */
const scaledSizes = ['small', 'card', 'large'] as const

/** The picture of an upload field read with depth ≥ 1; null when unset or not yet populated. */
export function pictureOf(upload: Upload): Picture | null {
  if (!upload || typeof upload === 'number' || !upload.filename) return null
  const candidates = [
    ...scaledSizes.map((name) => upload.sizes?.[name]),
    { filename: upload.filename, width: upload.width },
  ]
  const byWidth = new Map<number, string>()
  for (const size of candidates) {
    if (size?.filename && size.width) byWidth.set(size.width, mediaUrl(size.filename))
  }
  const srcSet = [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  return {
    src: mediaUrl(upload.filename),
    srcSet,
    width: upload.width ?? 0,
    height: upload.height ?? 0,
    alt: upload.alt,
    objectPosition: `${upload.focalX ?? 50}% ${upload.focalY ?? 50}%`,
  }
}

/** The file address of an upload (hero videos and their posters); null when unset. */
export const mediaAddress = (upload: Upload): string | null =>
  upload && typeof upload !== 'number' && upload.filename ? mediaUrl(upload.filename) : null
