import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'

/*
 * Daily view totals of each unit page, counted by server.mjs without rendering and without
 * keeping who viewed (ADR 0027). Only totals: no address, no cookie, no visitor id. Written in
 * batches by src/server/inventory/page-views.ts, one row per unit and day.
 */
export const UnitPageViews: CollectionConfig = {
  slug: 'unit-page-views',
  labels: { singular: 'Unit page views', plural: 'Unit page views' },
  admin: { group: 'Inventory', defaultColumns: ['day', 'unit', 'views'] },
  defaultSort: '-day',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['unit', 'day'], unique: true }],
  fields: [
    { name: 'unit', type: 'relationship', relationTo: 'inventory-items', required: true },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'UTC day, YYYY-MM-DD.' },
    },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
  ],
}
