import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { missingFileIsNotFound } from '@/collections/Media/missing-file'
import { processUpload } from '@/collections/Media/process-upload'
import { s3Enabled } from '@/server/env'
import { maxInputPixels } from '@/server/services/images-process'

const staticDir = path.resolve(process.cwd(), '.data/media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'filename' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [processUpload] },
  upload: {
    // Local disk unless S3 is configured (the storage plugin then takes over).
    staticDir,
    ...(!s3Enabled() && { handlers: [missingFileIsNotFound(staticDir)] }),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    // What Payload itself decodes (crops, sizes) keeps to the upload's pixel limit too.
    constructorOptions: { limitInputPixels: maxInputPixels },
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text' }],
}
