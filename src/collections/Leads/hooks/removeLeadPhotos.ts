import type { CollectionAfterDeleteHook } from 'payload'

import { leadPhotoFilenames } from '@/lib/leads/photo-address'
import type { Lead } from '@/payload-types'
import { afterCommit } from '@/server/internals/after-commit'

/*
 * A shopper's photos live and die with their lead (ADR 0051). They go once the deletion is
 * committed (a rolled-back delete keeps its lead and so its photos); a failed removal is logged
 * and leaves a file only staff can read, rather than failing the deletion.
 */
export const removeLeadPhotos: CollectionAfterDeleteHook<Lead> = async ({ doc, req }) => {
  const filenames = leadPhotoFilenames(doc.details)
  if (filenames.length === 0) return doc
  await afterCommit(req, async (outside) => {
    try {
      const { errors } = await outside.payload.delete({
        collection: 'lead-photos',
        where: { filename: { in: filenames } },
        overrideAccess: true,
        req: outside,
      })
      for (const { id, message } of errors) {
        req.payload.logger.error(`lead ${doc.id}: could not remove its photo ${id}: ${message}`)
      }
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `lead ${doc.id}: could not remove its photos` })
    }
  })
  return doc
}
