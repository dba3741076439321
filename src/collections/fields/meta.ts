import type { Field } from 'payload'

import { imageField } from '@/collections/fields/media'

/** Per-page search and social metadata, edited with the page it describes. */
export const metaField: Field = {
  name: 'meta',
  type: 'group',
  admin: { description: 'Search-engine and social-share texts for this page.' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'keywords',
      type: 'text',
      admin: { description: 'Comma-separated.' },
    },
    imageField('image', {
      description:
        'The picture shown when the page is shared (1200 × 630 looks best); the site default when empty.',
    }),
  ],
}

export const textList = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'text', type: 'text', required: true }],
})
