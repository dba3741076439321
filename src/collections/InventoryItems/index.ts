import type { CollectionConfig, FieldAccess } from 'payload'

import { anyone, hiddenUnless, isStaff } from '@/access'
import { userIsStaff } from '@/lib/auth/roles'
import { lockRowOnDelete, lockRowOnUpdate } from '@/collections/InventoryItems/hooks/lockRow'
import {
  removeImagesDroppedOnUpdate,
  removeImagesOfDeletedItem,
} from '@/collections/InventoryItems/hooks/removeUnusedImages'
import { requestReviewOnSale } from '@/collections/InventoryItems/hooks/reviewOnSale'
import { settleLifecycleDates } from '@/collections/InventoryItems/hooks/settleLifecycle'
import {
  forgetUnitRecords,
  recordPriceChange,
} from '@/collections/InventoryItems/hooks/unitRecords'
import { priceField } from '@/collections/fields/price'
import { unitStatuses, unitStatusLabels } from '@/lib/inventory/lifecycle'
import {
  axleConfigurations,
  inventoryFeatures,
  inventoryLimits,
  materials,
  specificationFields,
  trailerTypes,
} from '@/lib/inventory/options'
import { cacheTags } from '@/server/cache/tags'
import { revalidateCollection } from '@/server/cache/revalidate'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

const revalidate = revalidateCollection(cacheTags.inventory)

const staffOnly: FieldAccess = ({ req }) => userIsStaff(req.user)

export const InventoryItems: CollectionConfig = {
  slug: 'inventory-items',
  admin: {
    // Staff's: in the CMS an editor only reads it, through the pages that show it.
    hidden: hiddenUnless(userIsStaff),
    useAsTitle: 'model_name',
    defaultColumns: [
      'model_name',
      'stock_number',
      'status',
      'price',
      'stock_quantity',
      'is_available',
    ],
    description: 'Staff manage inventory at /admin; this view is for audits and bulk fixes.',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [lockRowOnUpdate, settleLifecycleDates],
    beforeDelete: [lockRowOnDelete, forgetUnitRecords],
    afterChange: [
      ...revalidate.afterChange,
      removeImagesDroppedOnUpdate,
      recordPriceChange,
      requestReviewOnSale,
    ],
    afterDelete: [...revalidate.afterDelete, removeImagesOfDeletedItem],
  },
  fields: [
    { name: 'model_name', type: 'text', label: 'Model name', required: true },
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true },
    { name: 'type', type: 'select', required: true, options: options(trailerTypes) },
    { name: 'material', type: 'select', required: true, options: options(materials) },
    {
      name: 'axle_configuration',
      type: 'select',
      label: 'Axles',
      required: true,
      defaultValue: 'Single',
      options: options(axleConfigurations),
    },
    {
      name: 'capacity_pounds',
      type: 'number',
      label: 'Capacity (lbs)',
      required: true,
      min: 0,
      max: inventoryLimits.capacity,
    },
    {
      name: 'length_feet',
      type: 'number',
      label: 'Length (ft)',
      required: true,
      min: 0,
      max: inventoryLimits.length,
    },
    {
      name: 'beam_width_inches',
      type: 'number',
      label: 'Beam width (in)',
      required: true,
      min: 0,
      max: inventoryLimits.beam,
    },
    priceField({ name: 'price', label: 'Price ($)', required: true, max: inventoryLimits.price }),
    {
      name: 'stock_quantity',
      type: 'number',
      label: 'Units in stock',
      required: true,
      min: 0,
      max: inventoryLimits.stock,
      defaultValue: 0,
    },
    {
      name: 'images',
      type: 'array',
      maxRows: inventoryLimits.imagesPerItem,
      admin: { description: 'Ordered; the first image is the cover.' },
      fields: [{ name: 'url', type: 'text', label: 'Picture address', required: true }],
    },
    { name: 'description', type: 'textarea', required: true },
    { name: 'boat_length', type: 'text', label: 'Fits boats of' },
    { name: 'notes', type: 'textarea' },
    { name: 'features', type: 'select', hasMany: true, options: options(inventoryFeatures) },
    {
      name: 'specifications',
      type: 'group',
      fields: specificationFields.map((name) => ({
        name,
        type: 'text' as const,
        label: name[0].toUpperCase() + name.slice(1).replaceAll('_', ' '),
      })),
    },
    { name: 'is_available', type: 'checkbox', label: 'Available', defaultValue: true, index: true },
    {
      name: 'status',
      type: 'select',
      // Not required, so writes that predate it (scripts, other tools) keep working: the
      // default applies, and a missing status reads as available.
      defaultValue: 'available',
      index: true,
      options: unitStatuses.map((value) => ({ label: unitStatusLabels[value], value })),
    },
    {
      name: 'expected_at',
      type: 'date',
      label: 'Expected on',
      admin: {
        description: 'Expected arrival of a unit on order.',
        condition: (data) => data?.status === 'on_order',
      },
    },
    {
      name: 'sold_at',
      type: 'date',
      label: 'Sold on',
      // The Reports view reads a period's sales by this date (ADR 0066).
      index: true,
      admin: {
        description: 'Set when the unit is marked sold; its page stays up 90 days from then.',
        condition: (data) => data?.status === 'sold',
      },
    },
    {
      // The buyer's own address, for the sale's one review request (ADR 0044): staff only.
      name: 'buyer_email',
      type: 'email',
      label: "Buyer's e-mail",
      access: { read: staffOnly, update: staffOnly, create: staffOnly },
      admin: {
        description: 'The buyer gets one review request after the delay in Lead settings.',
        condition: (data) => data?.status === 'sold',
      },
    },
    {
      name: 'stock_number',
      type: 'text',
      label: 'Stock number',
      index: true,
      admin: { description: "Dealer's stock number." },
    },
    { name: 'vin', type: 'text', label: 'VIN' },
    {
      name: 'received_at',
      type: 'date',
      label: 'In stock since',
      admin: {
        description:
          'When the unit was listed or arrived from order; set by itself, correct it if the unit came earlier. Days in stock count from here.',
        condition: (data) => data?.status !== 'on_order',
      },
    },
    {
      // Set and cleared by the online reservation alone (ADR 0063), so staff cannot type a hold
      // that has no paid deposit behind it.
      name: 'held_until',
      type: 'date',
      label: 'On hold until',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'A deposit paid online holds the unit until then.' },
    },
    {
      name: 'held_by',
      type: 'relationship',
      relationTo: 'reservations',
      label: 'Held by',
      access: { read: staffOnly, create: () => false, update: () => false },
      admin: { readOnly: true },
    },
  ],
}
