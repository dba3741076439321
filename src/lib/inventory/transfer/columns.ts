import type { InventoryApiItem } from '@/lib/inventory/contract'
import { specificationFields, type SpecificationField } from '@/lib/inventory/options'

/*
 * The CSV columns of an inventory export: every field of the API item, specifications one column
 * each. An import reads the same names and the spellings other dealer systems use (aliases).
 */
export type ColumnKey =
  Exclude<keyof InventoryApiItem, 'specifications'> | `specifications.${SpecificationField}`

const itemColumns = [
  'id',
  'stock_number',
  'vin',
  'model_name',
  'category_id',
  'category_name',
  'type',
  'material',
  'axle_configuration',
  'capacity_pounds',
  'length_feet',
  'beam_width_inches',
  'price',
  'stock_quantity',
  'status',
  'is_available',
  'expected_at',
  'sold_at',
  'image_url',
  'image_urls',
  'description',
  'boat_length',
  'notes',
  'features',
] as const satisfies readonly ColumnKey[]

export const exportColumns: readonly ColumnKey[] = [
  ...itemColumns,
  ...specificationFields.map((field) => `specifications.${field}` as const),
  'updated_at',
]

/** Lists in one cell: features split on '|', image addresses on spaces. */
export const featureSeparator = '|'

/** One export row, in exportColumns order. */
export function exportRow(item: InventoryApiItem): (string | number | boolean | null)[] {
  return exportColumns.map((column) => {
    if (column.startsWith('specifications.')) {
      return item.specifications[column.slice(15) as SpecificationField] ?? null
    }
    const value = item[column as keyof InventoryApiItem]
    if (column === 'features') return item.features.join(featureSeparator)
    if (column === 'image_urls') return item.image_urls.join(' ')
    return value as string | number | boolean | null
  })
}

/* Other names for a column, compared lower case without spaces or punctuation. */
const aliases: Partial<Record<ColumnKey, string[]>> = {
  stock_number: ['stock', 'stock #', 'stock no', 'stock num', 'stocknumber', 'stock id', 'sku'],
  vin: ['vin #', 'serial', 'serial number', 'vin number'],
  model_name: ['model', 'title', 'name', 'model name', 'unit', 'product'],
  category_name: ['category', 'category name'],
  type: ['trailer type', 'bunk or roller'],
  axle_configuration: ['axle', 'axles', 'axle config'],
  capacity_pounds: ['capacity', 'capacity lbs', 'gvwr', 'payload capacity', 'weight capacity'],
  length_feet: ['length', 'length ft', 'length feet', 'overall length feet'],
  beam_width_inches: ['beam', 'beam width', 'width', 'width inches'],
  price: ['selling price', 'sale price', 'msrp', 'retail price', 'asking price', 'our price'],
  stock_quantity: ['quantity', 'qty', 'stock qty', 'on hand', 'in stock'],
  status: ['unit status', 'availability'],
  is_available: ['available', 'visible', 'published', 'show on website'],
  expected_at: ['expected', 'expected date', 'arrival date', 'eta'],
  sold_at: ['sold', 'sold date', 'date sold'],
  image_urls: ['images', 'image urls', 'photos', 'photo urls', 'pictures'],
  image_url: ['image', 'cover image', 'main image', 'photo'],
  description: ['desc', 'details', 'long description'],
  boat_length: ['fits boat', 'boat size', 'fits boats'],
  notes: ['note', 'comments', 'internal notes'],
  features: ['feature list', 'options'],
}

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

const byName = new Map<string, ColumnKey>()
for (const column of exportColumns) {
  byName.set(squash(column), column)
  if (column.startsWith('specifications.')) byName.set(squash(column.slice(15)), column)
}
for (const [column, names] of Object.entries(aliases)) {
  for (const name of names) byName.set(squash(name), column as ColumnKey)
}

/** The column a header names, or null for a column the import ignores. */
export function matchColumn(header: string): ColumnKey | null {
  return byName.get(squash(header)) ?? null
}
