import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { acceptedImageTypes } from '@/lib/inventory/upload'
import { HttpError } from '@/server/api/http-error'

/* Above any phone's normal output, far below a decompression bomb (30000×30000 = 900 MP). */
export const maxInputPixels = 60_000_000
export const maxImageEdge = 1920

const tooManyPixels = () =>
  new HttpError(413, 'The image has too many pixels (at most 60 megapixels, all frames together)')

/* libvips refuses oversized images while reading the header already, before any decoding. */
const refusal = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? tooManyPixels()
    : new HttpError(415, 'The file is not a readable JPEG, PNG, WebP, GIF or AVIF image')

/**
 * Checks an upload by its bytes (never its name or declared type: SVG, HTML and other scriptable
 * files are refused) and re-encodes it as WebP within 1920×1920. Re-encoding drops every piece of
 * metadata, including the EXIF GPS position of staff phone photos; orientation is applied first.
 * Every image the site stores passes here: the Media collection runs it on each upload.
 */
export async function toWebp(data: Buffer): Promise<Buffer> {
  const sniffed = await fileTypeFromBuffer(data)
  if (!sniffed || !(acceptedImageTypes as readonly string[]).includes(sniffed.mime)) {
    throw new HttpError(415, 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted')
  }
  const image = sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
  const {
    width = 0,
    height = 0,
    pages = 1,
  } = await image.metadata().catch((error: unknown) => {
    throw refusal(error)
  })
  // Only the first frame is kept, but an animation's frames are what other readers of the
  // original (and a decompression bomb) pay for: 100 frames of 1500×1500 took a minute of CPU.
  if (width * height * pages > maxInputPixels) throw tooManyPixels()
  try {
    return await image
      .rotate()
      .resize({
        width: maxImageEdge,
        height: maxImageEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer()
  } catch (error) {
    throw refusal(error)
  }
}
