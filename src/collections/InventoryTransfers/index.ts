import type { CollectionConfig } from 'payload'

import { hiddenUnless, isAdmin, nobody } from '@/access'
import { userIsAdmin } from '@/lib/auth/roles'

export const transferKinds = ['export', 'preview', 'apply'] as const

/*
 * The audit trail of inventory CSV exports, import previews and applies: who, when, how many.
 * Written by the server only (overrideAccess); admins read it in /cms, nobody edits it.
 */
export const InventoryTransfers: CollectionConfig = {
  slug: 'inventory-transfers',
  labels: { singular: 'Inventory transfer', plural: 'Inventory transfers' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['createdAt', 'kind', 'user', 'rows', 'created', 'updated', 'refused'],
    description: 'Every inventory CSV export, import preview and import apply.',
    // Payload types the admin's user loosely; it is a users document.
    hidden: hiddenUnless(userIsAdmin),
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Export', value: 'export' },
        { label: 'Import preview', value: 'preview' },
        { label: 'Import apply', value: 'apply' },
      ],
    },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'userEmail', type: 'email', admin: { description: 'Kept if the account goes.' } },
    { name: 'fileName', type: 'text' },
    { name: 'rows', type: 'number', required: true, defaultValue: 0 },
    { name: 'created', type: 'number', defaultValue: 0 },
    { name: 'updated', type: 'number', defaultValue: 0 },
    { name: 'unchanged', type: 'number', defaultValue: 0 },
    { name: 'refused', type: 'number', defaultValue: 0 },
    {
      name: 'outcome',
      type: 'select',
      defaultValue: 'ok',
      options: [
        { label: 'Done', value: 'ok' },
        { label: 'Failed, nothing written', value: 'failed' },
      ],
    },
  ],
}
