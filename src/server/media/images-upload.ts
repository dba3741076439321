import 'server-only'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { imageUploadSchema, maxImageBytes } from '@/lib/inventory/upload'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'

const tooLarge = () => new HttpError(413, 'Images may be at most 10 MB')

/** The multipart `image` of an upload request (with optional `category`), as bytes and a name. */
export async function readImageUpload(request: Request): Promise<{ name: string; data: Buffer }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data')
  }
  const body = await readLimited(request, bodyLimits.imageUpload, tooLarge)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    throw new HttpError(400, 'Request body must be valid multipart form data')
  }
  const fields = imageUploadSchema.parse({
    image: form.get('image') ?? undefined,
    category: form.get('category') ?? undefined,
  })
  if (fields.image.size > maxImageBytes) throw tooLarge()
  const name = fields.image instanceof File ? fields.image.name : 'image'
  return { name, data: Buffer.from(await fields.image.arrayBuffer()) }
}
