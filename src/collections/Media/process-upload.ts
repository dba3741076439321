import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { refusalOf } from '@/server/api/refusal'
import { toWebp } from '@/server/services/images-process'

/*
 * Every file stored as media, whether from /api/upload-image, /cms or /cms/api/media, is checked
 * and re-encoded by toWebp here, before Payload reads it: pixel and frame limits, only image
 * types, no metadata kept (EXIF, GPS) in the original or its sizes. Payload checks access only
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
  let data: Buffer
  try {
    data = await toWebp(req.file.data)
  } catch (error) {
    // Payload's REST API answers an APIError with its status (/cms/api/media), anything else 500.
    const refusal = refusalOf(error)
    if (refusal) throw new APIError(refusal.message, refusal.status, null, true)
    throw error
  }
  const name = `${req.file.name.replace(/\.[^.]*$/, '') || 'image'}.webp`
  req.file = { ...req.file, data, mimetype: 'image/webp', name, size: data.length }
  return args
}
