import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

/*
 * Numbers that opted out of texts, in any words (ADR 0046, 0050), kept by the site for every text
 * it sends: one row a number, its state and since when. The words are kept as evidence in
 * text-consent-records. Written only by the inbound webhook.
 */
export const TextOptOuts: CollectionConfig = {
  slug: 'text-opt-outs',
  admin: {
    useAsTitle: 'number',
    group: 'Leads',
    description: 'Numbers that opted out of texts (STOP or plain words) or back in (START).',
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
