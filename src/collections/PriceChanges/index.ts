import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { priceField } from '@/collections/fields/price'

/*
 * Every price a unit has had, with its date: the listing price, then each change (ADR 0027).
 * Written only by the inventory item's own hook, inside the item's transaction, whichever way
 * the item was saved (staff panel, /cms, the CSV import), so the history cannot be forged or lost.
 */
export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  labels: { singular: 'Price change', plural: 'Price changes' },
  admin: {
    group: 'Inventory',
    defaultColumns: ['changed_at', 'unit', 'previous_price', 'price', 'changed_by'],
    description: 'Kept automatically when a unit is listed or its price changes.',
  },
  defaultSort: '-changed_at',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'unit',
      type: 'relationship',
      relationTo: 'inventory-items',
      required: true,
      index: true,
    },
    priceField({ name: 'price', label: 'Price ($)', required: true }),
    priceField({
      name: 'previous_price',
      label: 'Previous price ($)',
      admin: { description: 'Empty on the listing price.' },
    }),
    { name: 'changed_at', type: 'date', label: 'Changed on', required: true, index: true },
    { name: 'changed_by', type: 'relationship', label: 'Changed by', relationTo: 'users' },
  ],
}
