import type { Field } from 'payload'

/*
 * What the lead desk at /admin keeps about a lead (issue 17): who owns it, when it was first
 * answered, where it came from, and every change as a dated line with who made it. Written by
 * src/server/services/leads.ts, which serialises concurrent edits; read-only in /cms.
 */
export const leadDeskFields: Field[] = [
  { name: 'owner', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
  {
    name: 'firstResponseAt',
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, description: 'First move out of New.' },
  },
  {
    name: 'unit',
    type: 'relationship',
    relationTo: 'inventory-items',
    admin: { readOnly: true, description: "The unit page 'Ask about this trailer' came from." },
  },
  {
    name: 'source',
    type: 'group',
    admin: { readOnly: true },
    fields: [
      { name: 'page', type: 'text' },
      { name: 'referrer', type: 'text' },
      { name: 'utmSource', type: 'text' },
      { name: 'utmMedium', type: 'text' },
      { name: 'utmCampaign', type: 'text' },
    ],
  },
  {
    name: 'activity',
    type: 'array',
    admin: { readOnly: true },
    fields: [
      { name: 'at', type: 'date', required: true },
      { name: 'by', type: 'relationship', relationTo: 'users' },
      {
        name: 'kind',
        type: 'select',
        required: true,
        options: ['status', 'owner', 'note'],
      },
      { name: 'text', type: 'textarea', required: true },
    ],
  },
]
