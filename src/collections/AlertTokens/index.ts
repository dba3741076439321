import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

/*
 * The links of alert e-mails (ADR 0025): each is a random 32-byte token of which only the SHA-256
 * is kept, so the table alone opens nothing. A token does one thing: 'confirm' starts an
 * address's pending alerts, 'manage' lists and removes them. Server only; hidden from /cms.
 */
export const AlertTokens: CollectionConfig = {
  slug: 'alert-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'hash', type: 'text', required: true, unique: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: 'Confirm', value: 'confirm' },
        { label: 'Manage', value: 'manage' },
      ],
    },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
