import { restoreCell } from '@/lib/csv/write'
import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import { unitStatuses } from '@/lib/inventory/lifecycle'
import type { SpecificationField } from '@/lib/inventory/options'
import { inventoryItemSchema, type InventoryItemInput } from '@/lib/inventory/schema'
import { featureSeparator, type ColumnKey } from '@/lib/inventory/transfer/columns'
import { describeZodError } from '@/lib/zod-error'

/** One data row of an import: its cells by column (only the columns the file has). */
export type ImportRecord = Map<ColumnKey, string>

export type RowOutcome = { input: InventoryItemInput } | { error: string }

const numberColumns = new Set<ColumnKey>([
  'capacity_pounds',
  'length_feet',
  'beam_width_inches',
  'price',
  'stock_quantity',
])

/* '$3,895.50' and '2,025 lbs' are how spreadsheets show these; anything else stays text to refuse. */
function toNumber(cell: string): number | string {
  const cleaned = cell.replace(/[$,\s]|lbs?$|ft$|in$/gi, '')
  const number = Number(cleaned)
  return cleaned !== '' && Number.isFinite(number) ? number : cell
}

const yes = new Set(['true', 'yes', 'y', '1', 'x'])
const no = new Set(['false', 'no', 'n', '0', ''])

function toBoolean(cell: string): boolean | string {
  const value = cell.trim().toLowerCase()
  if (yes.has(value)) return true
  if (no.has(value)) return false
  return cell
}

/* 'On order', 'ON-ORDER' and 'on_order' all name the same status. */
function toStatus(cell: string): string {
  const value = cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  if (value === 'pending' || value === 'sale_pending') return 'pending_sale'
  return unitStatuses.find((status) => status === value) ?? cell
}

function cellValue(column: ColumnKey, cell: string): unknown {
  if (numberColumns.has(column)) return cell.trim() === '' ? cell : toNumber(cell)
  if (column === 'is_available') return toBoolean(cell)
  if (column === 'status') return toStatus(cell)
  if (column === 'features') return splitList(cell, featureSeparator)
  if (column === 'image_urls') return cell.split(/\s+/).filter(Boolean)
  if (column === 'expected_at' || column === 'sold_at') return cell.trim() || null
  return cell
}

const splitList = (cell: string, separator: string) =>
  cell
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean)

/** The category a row names: by name when it has one, else by id; undefined when it names none. */
function categoryOf(
  record: ImportRecord,
  categories: readonly CategoryApiItem[],
): number | null | undefined {
  const name = record.get('category_name')?.trim()
  if (name) {
    const wanted = name.toLowerCase()
    return categories.find((category) => category.name.toLowerCase() === wanted)?.id ?? null
  }
  const id = record.get('category_id')?.trim()
  if (!id) return undefined
  return categories.find((category) => String(category.id) === id)?.id ?? null
}

const ignored = new Set<ColumnKey>(['id', 'category_id', 'category_name', 'updated_at'])

/**
 * A row → the body PUT /api/inventory would take: the unit's current values (when it exists)
 * with the row's cells over them, validated by the same schema as a hand edit.
 */
export function rowToInput(
  record: ImportRecord,
  existing: InventoryApiItem | null,
  categories: readonly CategoryApiItem[],
): RowOutcome {
  const body: Record<string, unknown> = existing
    ? { ...existing, specifications: { ...existing.specifications } }
    : { image_urls: [], features: [] }
  const categoryId = categoryOf(record, categories)
  if (categoryId === null) return { error: 'category: unknown category' }
  if (categoryId !== undefined) body.category_id = categoryId
  // The cover is the first image: a file that lists images without a cover column reorders them.
  if (record.has('image_urls') && !record.has('image_url')) body.image_url = null
  for (const [column, raw] of record) {
    if (ignored.has(column)) continue
    const value = cellValue(column, restoreCell(raw))
    if (column.startsWith('specifications.')) {
      const field = column.slice(15) as SpecificationField
      body.specifications = { ...(body.specifications as object), [field]: value }
    } else body[column] = value
  }
  const parsed = inventoryItemSchema.safeParse(body)
  return parsed.success ? { input: parsed.data } : { error: describeZodError(parsed.error) }
}
