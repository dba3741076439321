import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import {
  draftAndTrashAccess,
  editedByField,
  draftOperationHooks,
  versionsWithDrafts,
} from '@/collections/drafts'
import { imageField } from '@/collections/fields/media'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

export const accessoryCategories = ['Performance', 'Convenience', 'Safety'] as const

export const Accessories: CollectionConfig = {
  slug: 'accessories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'order'] },
  access: { ...draftAndTrashAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: versionsWithDrafts,
  // A delete waits in the trash for 30 days (src/server/content/empty-trash.ts).
  trash: true,
  hooks: {
    beforeOperation: draftOperationHooks,
    ...revalidateCollection(cacheTags.accessories),
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    imageField('image', {
      required: true,
      description: 'The photo on the accessories page card.',
    }),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: accessoryCategories.map((value) => ({ label: value, value })),
    },
    { name: 'order', type: 'number', required: true, defaultValue: 100 },
    editedByField,
  ],
}
