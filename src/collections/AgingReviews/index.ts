import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'
import { agingReviewNoteMax } from '@/lib/aging/report'

/*
 * Who reviewed comes from the session and when from the server's clock, never from the request
 * body: a review dated in the future would clear a unit's aging flag until then (issue 38).
 */
const reviewerFromSession: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const now = new Date().toISOString()
  return { ...data, reviewed_by: req.user?.id ?? null, createdAt: now, updatedAt: now }
}

/*
 * 'Reviewed' marks on aging units: a note, who and when. The newest one clears the unit's aging
 * flag for 30 days (ADR 0027). Kept apart from the unit so a review neither purges its public
 * page nor races an edit of it.
 */
export const AgingReviews: CollectionConfig = {
  slug: 'aging-reviews',
  labels: { singular: 'Aging review', plural: 'Aging reviews' },
  admin: {
    group: 'Inventory',
    defaultColumns: ['createdAt', 'unit', 'note', 'reviewed_by'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [reviewerFromSession] },
  fields: [
    {
      name: 'unit',
      type: 'relationship',
      relationTo: 'inventory-items',
      required: true,
      index: true,
    },
    { name: 'note', type: 'textarea', required: true, maxLength: agingReviewNoteMax },
    {
      name: 'reviewed_by',
      label: 'Reviewed by',
      type: 'relationship',
      relationTo: 'users',
      access: { create: () => false, update: () => false },
    },
  ],
}
