import type { CollectionConfig, Field } from 'payload'

import { isEditor } from '@/access'
import {
  draftAndTrashAccess,
  editedByField,
  draftOperationHooks,
  versionsWithDrafts,
} from '@/collections/drafts'
import { previewBreakpoints } from '@/collections/fields/preview'
import { brakeValues, catalogueTables, sourceSheets, tongueJacks } from '@/lib/catalogue/types'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const text = (name: string, required = false): Field => ({ name, type: 'text', required })

export const TrailerModels: CollectionConfig = {
  slug: 'trailer-models',
  admin: {
    useAsTitle: 'model',
    defaultColumns: ['model', 'sourceSheet', 'capacity', 'axles', 'tables'],
    listSearchableFields: ['model', 'sourceSheet', 'boatLength'],
    // Beside the edit screen: the catalogue page whose tables list this model, with its latest
    // saved draft (ADR 0038).
    livePreview: {
      url: ({ data }) => (typeof data?.id === 'number' ? `/api/preview?model=${data.id}` : null),
      breakpoints: previewBreakpoints,
    },
    preview: (doc) => (typeof doc.id === 'number' ? `/api/preview?model=${doc.id}` : null),
  },
  access: { ...draftAndTrashAccess, create: isEditor, update: isEditor, delete: isEditor },
  versions: versionsWithDrafts,
  // A delete waits in the trash for 30 days (src/server/content/empty-trash.ts).
  trash: true,
  hooks: {
    beforeOperation: draftOperationHooks,
    ...revalidateCollection(cacheTags.trailerModels),
  },
  defaultSort: 'capacity',
  fields: [
    { name: 'model', type: 'text', required: true, unique: true },
    { name: 'capacity', type: 'number', required: true, min: 0 },
    text('boatLength', true),
    text('overallLength', true),
    text('bowEyeMin'),
    text('bowEyeMax'),
    {
      name: 'gvwr',
      type: 'number',
      label: 'GVWR (lbs)',
      required: true,
      min: 0,
      admin: { description: 'Gross vehicle weight rating: the most the loaded trailer may weigh.' },
    },
    { name: 'tongueJack', type: 'select', required: true, options: options(tongueJacks) },
    {
      name: 'axles',
      type: 'number',
      required: true,
      admin: { step: 1 },
      // The tables and the lookups group models by exactly these counts.
      validate: (value: number | null | undefined) =>
        [1, 2, 3].includes(value ?? NaN) || 'Axles must be 1, 2 or 3.',
    },
    { name: 'brakes', type: 'select', required: true, options: options(brakeValues) },
    text('tireSize', true),
    text('overallWidth', true),
    text('betweenFenders'),
    { name: 'sourceSheet', type: 'select', required: true, options: options(sourceSheets) },
    { name: 'rollers', type: 'number', min: 0 },
    text('minBunkWidth'),
    text('maxBunkWidth'),
    text('seating'),
    text('couplerSize'),
    {
      name: 'tables',
      type: 'select',
      hasMany: true,
      options: options(catalogueTables),
      admin: { description: 'The catalogue page tables this model appears in.' },
    },
    editedByField,
  ],
}
