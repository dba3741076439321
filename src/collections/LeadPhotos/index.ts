import type { CollectionConfig } from 'payload'

import { hiddenUnless, isStaff, nobody } from '@/access'
import { missingFileIsNotFound } from '@/collections/Media/missing-file'
import { userIsStaff } from '@/lib/auth/roles'
import { s3Enabled } from '@/server/env'
import { leadPhotosDir } from '@/server/media/dir'

/*
 * Shoppers' photos sent with a lead (a trade-in, a part), kept apart from the public media
 * library (ADR 0051): listed and served only to staff and admins, by Payload's own file route,
 * which checks this read access before any byte; editors and visitors get 403 whatever the name.
 * Only the server writes them (the lead's own transaction, src/server/leads/lead-photos-store.ts)
 * and only a lead's deletion removes them; no account creates, changes or deletes one here.
 */
export const LeadPhotos: CollectionConfig = {
  slug: 'lead-photos',
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'createdAt'],
    description:
      'Photos shoppers sent with a trade-in or parts request; each lead card shows its own.',
    hidden: hiddenUnless(userIsStaff),
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  upload: {
    // Its own folder: nothing under the public media folder's route can reach it.
    staticDir: leadPhotosDir,
    ...(!s3Enabled() && { handlers: [missingFileIsNotFound(leadPhotosDir)] }),
    mimeTypes: ['image/webp'],
    // A shopper's photo is for the signed-in staff member only: no shared cache keeps a copy.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [],
}
