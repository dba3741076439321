/*
 * The Aging view's columns and sort keys, apart from the view's address rules (view.ts, zod) so
 * the table's client code carries no schema library.
 */

export const agingSortKeys = [
  'name',
  'category',
  'status',
  'days',
  'price',
  'changes',
  'photos',
  'vin',
  'stock',
  'description',
  'views',
  'leads',
] as const
export type AgingSortKey = (typeof agingSortKeys)[number]

export const agingSortLabels: Record<AgingSortKey, string> = {
  name: 'Unit',
  category: 'Category',
  status: 'Status',
  days: 'Days in stock',
  price: 'Price',
  changes: 'Price changes',
  photos: 'Photos',
  vin: 'VIN',
  stock: 'Stock number',
  description: 'Description',
  views: 'Views (30 days)',
  leads: 'Leads',
}

/** The columns the table shows; the rest sort from 'Sort by' and show in the unit's cell. */
export const agingColumnKeys = [
  'name',
  'category',
  'status',
  'days',
  'price',
  'changes',
  'photos',
  'views',
  'leads',
] as const satisfies readonly AgingSortKey[]
export type AgingColumnKey = (typeof agingColumnKeys)[number]
