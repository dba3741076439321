import type { CollectionConfig } from 'payload'

import { hiddenUnless, isStaff } from '@/access'
import { userIsStaff } from '@/lib/auth/roles'
import {
  draftAccess,
  editedByField,
  draftOperationHooks,
  versionsWithDrafts,
} from '@/collections/drafts'
import { refuseDeleteInUse } from '@/collections/Categories/hooks/refuseDeleteInUse'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

/*
 * Integer ids are part of the contract: the catalogue auto-fill maps source sheets to fixed ids
 * (1 Aluminum Roller, 2 Galvanized Roller, 3 Pontoon, 5 PWC, 6 Bunk, 7 Commander, 9 Skiff/other).
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name'], hidden: hiddenUnless(userIsStaff) },
  // Inventory categories: their drafts and history are staff's, as is every change.
  access: {
    ...draftAccess,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  versions: versionsWithDrafts,
  hooks: {
    beforeOperation: draftOperationHooks,
    ...revalidateCollection(cacheTags.categories, cacheTags.inventory),
    beforeDelete: [refuseDeleteInUse],
  },
  fields: [
    {
      name: 'id',
      type: 'number',
      label: 'Number',
      required: true,
      admin: { description: 'Fixed id used by the inventory form.' },
    },
    { name: 'name', type: 'text', required: true, unique: true },
    editedByField,
  ],
}
