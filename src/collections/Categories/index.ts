import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { refuseDeleteInUse } from '@/collections/Categories/hooks/refuseDeleteInUse'
import { cacheTags } from '@/server/cache-tags'
import { revalidateCollection } from '@/server/revalidate'

/*
 * Integer ids are part of the contract: the catalogue auto-fill maps source sheets to fixed ids
 * (1 Aluminum Roller, 2 Galvanized Roller, 3 Pontoon, 5 PWC, 6 Bunk, 7 Commander, 9 Skiff/other).
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    ...revalidateCollection(cacheTags.categories, cacheTags.inventory),
    beforeDelete: [refuseDeleteInUse],
  },
  fields: [
    {
      name: 'id',
      type: 'number',
      required: true,
      admin: { description: 'Fixed id used by the inventory form.' },
    },
    { name: 'name', type: 'text', required: true, unique: true },
  ],
}
