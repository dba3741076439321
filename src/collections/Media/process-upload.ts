import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { maxImageBytes } from '@/lib/body-limits.mjs'
import { HttpError } from '@/server/api/http-error'
import { refusalOf } from '@/server/api/refusal'
import { env } from '@/server/env'
import { toWebp } from '@/server/media/images-process'
import { checkVideo, claimsVideo } from '@/server/media/videos-check'

/*
 * Every file stored as media, whether from /api/upload-image, /cms or /cms/api/media, is checked
 * here, before Payload reads it. Images are re-encoded by toWebp: pixel and frame limits, only
 * image types, no metadata kept (EXIF, GPS) in the original or its sizes. Hero videos (mp4, webm)
 * are checked by their bytes and MEDIA_VIDEO_MAX_MB and kept as sent. Payload checks access only
 * after this hook, so requests that may not write media are left for it to refuse unprocessed.
 */
export const processUpload: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  // Payload would fetch a `url` sent instead of a file (and answer 500 when that fails): the
  // server fetches no address for anyone (issue 38), so such a create is refused as input. Payload
  // strips `url` from the operation's data before this hook; the request's own data keeps it.
  if (operation === 'create' && !req.file && (req.data as { url?: unknown })?.url !== undefined) {
    throw new APIError(
      'Upload the image file itself: media is never fetched from an address',
      400,
      null,
      true,
    )
  }
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const access = collection.access[operation]
  if (!(args as { overrideAccess?: boolean }).overrideAccess && !(await access?.({ req }))) {
    return args
  }
  try {
    req.file = await checkedFile(req.file)
  } catch (error) {
    // Payload's REST API answers an APIError with its status (/cms/api/media), anything else 500.
    const refusal = refusalOf(error)
    if (refusal) throw new APIError(refusal.message, refusal.status, null, true)
    throw error
  }
  return args
}

type UploadedFile = NonNullable<Parameters<CollectionBeforeOperationHook>[0]['req']['file']>

async function checkedFile(file: UploadedFile): Promise<UploadedFile> {
  if (claimsVideo(file.mimetype, file.name)) {
    const mimetype = await checkVideo(file.data, env().MEDIA_VIDEO_MAX_MB)
    return { ...file, mimetype }
  }
  if (file.data.length > maxImageBytes) throw new HttpError(413, 'Images may be at most 10 MB')
  const data = await toWebp(file.data)
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.webp`
  return { ...file, data, mimetype: 'image/webp', name, size: data.length }
}
