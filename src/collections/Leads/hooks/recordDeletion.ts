import type { CollectionAfterDeleteHook } from 'payload'

import type { Lead } from '@/payload-types'

/*
 * A deleted lead leaves a line in `lead-deletions` (issue 38): it vanishes from the desk and its
 * figures, so who removed it must be known. Written in the delete's own transaction (`req`), so a
 * deletion is never without its record.
 */
export const recordDeletion: CollectionAfterDeleteHook<Lead> = async ({ doc, req }) => {
  await req.payload.create({
    collection: 'lead-deletions',
    data: {
      leadId: doc.id,
      leadName: doc.name,
      leadReceivedAt: doc.createdAt,
      user: req.user?.collection === 'users' ? req.user.id : null,
      userEmail: req.user?.email ?? null,
    },
    req,
    overrideAccess: true,
  })
}
