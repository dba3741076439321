import 'server-only'

import { bodyLimits, formatBytes, maxImageBytes } from '@/lib/body-limits.mjs'
import { photoProblemField } from '@/lib/leads/photo-problems'
import { mediaType } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { refusalOf } from '@/server/api/refusal'
import { refuseCrossSiteForm } from '@/server/api/read-form'
import { readLimited } from '@/server/api/read-limited'
import { toWebp } from '@/server/services/images-process'

/*
 * Photos sent with a lead (a trade-in, a parts request) through their own endpoint,
 * POST /api/contact/photos (ADR 0045): the form's fields and its files in one multipart body, so
 * the same form works without JavaScript. Every photo is checked by its bytes and re-encoded
 * (toWebp: orientation applied, EXIF and GPS dropped) before anything is stored; the media
 * collection keeps them where all media goes (S3 when set). Anonymous uploads to the media
 * library itself stay refused.
 */

/** How many photos each kind takes; a kind absent here takes none. */
export const leadPhotoLimits: Partial<Record<string, number>> = { 'trade-in': 6, parts: 1 }

/** The form's file input, named as the problem it may have is (src/lib/leads/photo-problems.ts). */
const photoField = photoProblemField

export type PhotoForm = { fields: URLSearchParams; photos: File[] }

const tooLarge = () =>
  new HttpError(
    413,
    `Send at most 6 photos of ${formatBytes(maxImageBytes)} each (${formatBytes(bodyLimits.leadPhotos)} in all).`,
  )

/** The multipart form: its text fields, and the files chosen (a browser sends an empty part when none). */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  if (mediaType(request) !== 'multipart/form-data') {
    throw new HttpError(415, 'Send the form as multipart/form-data.')
  }
  refuseCrossSiteForm(request)
  const body = await readLimited(request, bodyLimits.leadPhotos, tooLarge)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw new HttpError(400, 'The form could not be read as multipart form data.')
  }
  const fields = new URLSearchParams()
  const photos: File[] = []
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new HttpError(400, 'Text must not contain NUL characters')
      fields.append(name, value)
    } else if (name === photoField && value.size > 0) photos.push(value)
    else if (value.size > 0)
      throw new HttpError(400, `This form takes files only as ${photoField}.`)
  }
  return { fields, photos }
}

/** A refusal of the photos, shown beside the file input. */
const photoRefusal = (status: number, message: string) =>
  new HttpError(status, message, undefined, { [photoField]: message })

/**
 * The photos of a `kind` lead, checked and re-encoded one at a time (a phone photo decodes to
 * tens of megabytes): their count, size and content. Nothing is stored here.
 */
export async function checkLeadPhotos(
  kind: string,
  photos: File[],
): Promise<{ name: string; data: Buffer }[]> {
  const max = leadPhotoLimits[kind] ?? 0
  if (photos.length > max) {
    throw photoRefusal(
      400,
      max === 0
        ? 'This form takes no photos.'
        : `Send at most ${max} photo${max === 1 ? '' : 's'}.`,
    )
  }
  const checked: { name: string; data: Buffer }[] = []
  for (const photo of photos) {
    const name = photo.name.slice(0, 80) || 'photo'
    if (photo.size > maxImageBytes) {
      throw photoRefusal(
        413,
        `Each photo may be at most ${formatBytes(maxImageBytes)}: ${name} is ${formatBytes(photo.size)}.`,
      )
    }
    try {
      checked.push({ name, data: await toWebp(Buffer.from(await photo.arrayBuffer())) })
    } catch (error) {
      const refusal = refusalOf(error)
      if (!refusal) throw error
      throw photoRefusal(refusal.status, `${name}: ${refusal.message}.`)
    }
  }
  return checked
}
