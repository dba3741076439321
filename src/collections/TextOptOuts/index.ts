import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

/*
 * Numbers that said STOP, kept by the site for every text it sends (ADR 0046): one row a number,
 * its latest word and when. Written only by the inbound webhook.
 */
export const TextOptOuts: CollectionConfig = {
  slug: 'text-opt-outs',
  admin: {
    useAsTitle: 'number',
    group: 'Leads',
    description: 'Numbers that replied STOP or START.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: [
        { label: 'Opted out (STOP)', value: 'out' },
        { label: 'Opted back in (START)', value: 'in' },
      ],
    },
    { name: 'at', type: 'date', required: true },
  ],
}
