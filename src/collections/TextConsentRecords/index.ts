import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'

/*
 * The evidence of texting consent (issue 50, ADR 0050): one row for every 'Text me' a form gave
 * (the line shown, when, the client address and the page) and every opt-out or opt-in a text made
 * (the shopper's words, when, the channel). Never changed or deleted, so it still says what
 * happened after a lead is gone; admins export it as CSV (/api/leads/text-consents.csv).
 */
export const TextConsentRecords: CollectionConfig = {
  slug: 'text-consent-records',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['at', 'event', 'number', 'words', 'channel'],
    group: 'Leads',
    description: 'Every consent to texts and every opt-out, as given. Written by the site only.',
  },
  defaultSort: '-at',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'event',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: "Consent ('Text me' ticked)", value: 'consent' },
        { label: 'Opted out', value: 'opt-out' },
        { label: 'Opted back in', value: 'opt-in' },
      ],
    },
    { name: 'number', type: 'text', required: true, index: true, admin: { description: 'E.164.' } },
    { name: 'at', type: 'date', required: true, index: true },
    {
      name: 'words',
      type: 'textarea',
      required: true,
      admin: { description: "The consent line shown, or the shopper's own text." },
    },
    {
      name: 'channel',
      type: 'select',
      required: true,
      options: [
        { label: 'Lead form on the site', value: 'web-form' },
        { label: 'Text to the dealer number', value: 'text' },
      ],
    },
    { name: 'address', type: 'text', admin: { description: 'Client address of the form post.' } },
    { name: 'page', type: 'text', admin: { description: 'The page the form was on.' } },
    { name: 'lead', type: 'relationship', relationTo: 'quote-requests', index: true },
  ],
}
