import type { CategoryApiItem, InventoryApiItem } from '@/lib/inventory/contract'
import { dayToIso } from '@/lib/inventory/lifecycle'
import { specificationFields } from '@/lib/inventory/options'
import { orderedImages, type InventoryItemInput } from '@/lib/inventory/schema'
import { normalizeSpecifications } from '@/lib/inventory/specifications'
import { featureSeparator } from '@/lib/inventory/transfer/columns'

/** One field an import would change, as the preview shows it. */
export type FieldChange = { field: string; from: string; to: string }

const instant = (value: string | null | undefined) => (value ? dayToIso(value) : '')

const compared = (item: InventoryItemInput | InventoryApiItem, categoryName: string) => {
  const specifications = normalizeSpecifications(item.specifications ?? {})
  return {
    model_name: item.model_name,
    category: categoryName,
    type: item.type,
    material: item.material,
    axle_configuration: item.axle_configuration,
    capacity_pounds: String(item.capacity_pounds),
    length_feet: String(item.length_feet),
    beam_width_inches: String(item.beam_width_inches),
    price: String(item.price),
    stock_quantity: String(item.stock_quantity),
    status: item.status ?? 'available',
    is_available: String(item.is_available ?? true),
    expected_at: instant(item.expected_at),
    sold_at: instant(item.sold_at),
    stock_number: item.stock_number ?? '',
    vin: item.vin ?? '',
    image_urls: orderedImages(item).join(' '),
    description: item.description,
    boat_length: item.boat_length ?? '',
    notes: item.notes ?? '',
    features: item.features.join(featureSeparator),
    ...Object.fromEntries(
      specificationFields.map((field) => [`specifications.${field}`, specifications[field] ?? '']),
    ),
  }
}

/** The fields an import row changes on a unit; empty when the row matches it. */
export function changedFields(
  existing: InventoryApiItem,
  input: InventoryItemInput,
  categories: readonly CategoryApiItem[],
): FieldChange[] {
  const nameOf = (id: number | null) => categories.find((c) => c.id === id)?.name ?? String(id)
  const before: Record<string, string> = compared(existing, nameOf(existing.category_id))
  const after: Record<string, string> = compared(input, nameOf(input.category_id))
  return Object.keys(before).flatMap((field) =>
    before[field] === after[field] ? [] : [{ field, from: before[field], to: after[field] }],
  )
}
