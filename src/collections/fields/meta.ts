import type { Field } from 'payload'

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
    {
      name: 'image',
      type: 'text',
      admin: { description: 'Share image path; the site default when empty.' },
    },
  ],
}

export const textList = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'text', type: 'text', required: true }],
})
