import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { missingFileIsNotFound } from '@/collections/Media/missing-file'
import { processUpload } from '@/collections/Media/process-upload'
import { refuseDeletingUsed, refuseTrashingUsed } from '@/collections/Media/refuse-deleting-used'
import { cacheTags } from '@/server/cache/tags'
import { s3Enabled } from '@/server/env'
import { mediaDir } from '@/server/media/dir'
import { revalidateCollection } from '@/server/cache/revalidate'
import { maxInputPixels } from '@/server/media/images-process'
import { acceptedVideoTypes } from '@/server/media/videos-check'

const webp = { format: 'webp', options: { quality: 80 } } as const

/*
 * The media library: every picture and hero video on public content is a document here
 * (ADR 0037). Editors upload and pick; the pages render the sizes below as a srcset, cropped
 * around the focal point the editor sets.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    description:
      'Photos and videos for the site. Upload here or from any picture field; set the focal point (the part that must stay in view) on the photo.',
  },
  // Files are served without a database read (read: anyone), so a picture in the trash stays at
  // its address until it is deleted for good (ADR 0059).
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  // A deleted picture waits in the trash for 30 days (src/server/content/empty-trash.ts).
  trash: true,
  // A changed alt text, focal point or file changes every page that shows it.
  hooks: {
    beforeOperation: [processUpload],
    beforeChange: [refuseTrashingUsed],
    beforeDelete: [refuseDeletingUsed],
    ...revalidateCollection(
      cacheTags.cataloguePages,
      cacheTags.accessories,
      cacheTags.home,
      cacheTags.tips,
    ),
  },
  upload: {
    // Local disk unless S3 is configured (the storage plugin then takes over).
    staticDir: mediaDir,
    ...(!s3Enabled() && { handlers: [missingFileIsNotFound(mediaDir)] }),
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
      ...acceptedVideoTypes,
    ],
    // What Payload itself decodes (crops, sizes) keeps to the upload's pixel limit too.
    constructorOptions: { limitInputPixels: maxInputPixels },
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: webp },
      { name: 'small', width: 480, withoutEnlargement: true, formatOptions: webp },
      { name: 'card', width: 800, withoutEnlargement: true, formatOptions: webp },
      { name: 'large', width: 1200, withoutEnlargement: true, formatOptions: webp },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: {
        description:
          'What the picture shows, in a short sentence, for people who cannot see it (screen readers, search engines).',
      },
    },
  ],
}
