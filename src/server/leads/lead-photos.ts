import 'server-only'

import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'

import { bodyLimits, formatBytes, maxImageBytes } from '@/lib/body-limits.mjs'
import { photoProblemField } from '@/lib/leads/photo-problems'
import { mediaType } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { refusalOf } from '@/server/api/refusal'
import { refuseCrossSiteForm } from '@/server/api/read-form'
import { limitedBody } from '@/server/api/read-limited'
import { toWebp } from '@/server/media/images-process'

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

/**
 * The multipart form: its text fields, and the files chosen (a browser sends an empty part when
 * none). Parsed as it arrives (busboy), so a post is held in memory once, as its photos, not as
 * its body, a copy of it and its form data.
 */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  if (mediaType(request) !== 'multipart/form-data') {
    throw new HttpError(415, 'Send the form as multipart/form-data.')
  }
  refuseCrossSiteForm(request)
  const body = limitedBody(request, bodyLimits.leadPhotos, tooLarge)
  const unreadable = () => new HttpError(400, 'The form could not be read as multipart form data.')
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
    })
  } catch {
    throw unreadable()
  }
  const form: PhotoForm = { fields: new URLSearchParams(), photos: [] }
  // The first problem found; the rest of the body is still read, so the answer can be sent.
  let problem: HttpError | undefined
  parser.on('field', (name, value) => {
    if (value.includes('\u0000'))
      problem ??= new HttpError(400, 'Text must not contain NUL characters')
    form.fields.append(name, value)
  })
  parser.on('file', (name, stream, { filename, mimeType }) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const data = Buffer.concat(chunks)
      if (data.length === 0) return
      if (name === photoField)
        form.photos.push(new File([data], filename ?? '', { type: mimeType }))
      else problem ??= new HttpError(400, `This form takes files only as ${photoField}.`)
    })
  })
  try {
    // Resolves once the parser has read the last part ('close'): every file has ended.
    await pipeline(Readable.fromWeb(body as NodeReadableStream), parser)
  } catch (error) {
    throw error instanceof HttpError ? error : unreadable()
  }
  if (problem) throw problem
  return form
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
