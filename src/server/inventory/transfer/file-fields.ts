import 'server-only'

import type { SpecificationField } from '@/lib/inventory/options'
import type { ColumnKey } from '@/lib/inventory/transfer/columns'
import type { toItemData } from '@/server/inventory/mapping'

type ItemData = ReturnType<typeof toItemData>

/* The stored field a column writes where it is not the column's own name; null: none. */
const storedField: Partial<Record<ColumnKey, keyof ItemData | null>> = {
  id: null,
  updated_at: null,
  category_id: 'category',
  category_name: 'category',
  image_url: 'images',
  image_urls: 'images',
}

/**
 * The part of a unit's new data that the file's columns carry. An update writes nothing else, so
 * a field the file lacks keeps whatever it holds when the row is written, not the copy the import
 * read (ADR 0020).
 */
export function fileFields(
  data: ItemData,
  columns: readonly { column: ColumnKey | null }[],
): Partial<ItemData> {
  const picked: Partial<ItemData> = {}
  const specifications: Partial<Record<SpecificationField, string | null>> = {}
  for (const { column } of columns) {
    if (!column) continue
    if (column.startsWith('specifications.')) {
      const field = column.slice(15) as SpecificationField
      specifications[field] = data.specifications?.[field] ?? null
      continue
    }
    const field = column in storedField ? storedField[column] : (column as keyof ItemData)
    if (field && data[field] !== undefined) Object.assign(picked, { [field]: data[field] })
  }
  if (Object.keys(specifications).length > 0) picked.specifications = specifications
  return picked
}
