import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '@/access'
import { userIsAdmin } from '@/lib/auth/roles'

/*
 * Shoppers' saved searches and price watches (ADR 0025). A row is one alert of one address:
 * pending until its confirmation link is followed (double opt-in), then active. Written by the
 * server only (overrideAccess). The whole collection, and so every address, is read by admins
 * only; the staff demand view reads counts through the server, never an address.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: 'Shopper alert', plural: 'Shopper alerts' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'email', 'status', 'createdAt'],
    description: 'E-mail alerts shoppers set on /inventory and unit pages.',
    hidden: hiddenUnless(userIsAdmin),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'New trailers for a search', value: 'search' },
        { label: 'Price drop of a unit', value: 'price' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Active', value: 'active' },
      ],
    },
    { name: 'summary', type: 'text', required: true },
    { name: 'watch', type: 'json', admin: { description: 'The /inventory filter watched.' } },
    { name: 'watchKey', type: 'text', index: true },
    { name: 'unit', type: 'relationship', relationTo: 'inventory-items', index: true },
    {
      name: 'lastPrice',
      type: 'number',
      admin: { description: 'The price last told to the shopper (or seen when they asked).' },
    },
    {
      name: 'knownUnits',
      type: 'json',
      admin: { description: 'Ids of units already matching or already told about.' },
    },
    { name: 'confirmedAt', type: 'date' },
    { name: 'lastMailedAt', type: 'date' },
  ],
}
