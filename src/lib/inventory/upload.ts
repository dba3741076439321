import { z } from 'zod'

/* POST /api/upload-image rules, shared by the server and the admin form (spec doc 2 §5, §7, §9). */
export { maxImageBytes } from '@/lib/body-limits.mjs'
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const

export const imageUploadSchema = z.object({
  image: z.instanceof(Blob, { error: 'an image file is required' }),
  category: z.literal('trailers', { error: "must be 'trailers'" }).optional(),
})
