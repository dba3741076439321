import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inStockSince } from '@/lib/inventory/in-stock'
import { dayToIso, unitStatuses } from '@/lib/inventory/lifecycle'
import { specificationFields } from '@/lib/inventory/options'
import type { InventoryItemInput } from '@/lib/inventory/schema'
import { orderedImages } from '@/lib/inventory/schema'
import { normalizeSpecifications } from '@/lib/inventory/specifications'
import type { Category, InventoryItem } from '@/payload-types'

/** A stored item as read with depth 1; every field may be odd (old rows, SQL fixes, restores). */
export type StoredInventoryItem = Partial<Omit<InventoryItem, 'category'>> & {
  id: number
  category?: number | Category | null
}

const finite = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : 0
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const nullableText = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null

function categoryOf(category: StoredInventoryItem['category']) {
  if (category && typeof category === 'object') {
    return { id: finite(category.id) || null, name: text(category.name) }
  }
  // A bare id after depth-1 population means the category row is gone.
  return { id: typeof category === 'number' ? category : null, name: '' }
}

/*
 * The one read of stored items for the contract: every field toApiItem maps, and the category's
 * name in the same depth-1 read. Spread into a find, findByID, create or update.
 */
export const apiItemRead = {
  select: {
    model_name: true,
    category: true,
    type: true,
    material: true,
    axle_configuration: true,
    capacity_pounds: true,
    length_feet: true,
    beam_width_inches: true,
    price: true,
    stock_quantity: true,
    images: true,
    description: true,
    boat_length: true,
    notes: true,
    features: true,
    specifications: true,
    is_available: true,
    status: true,
    expected_at: true,
    sold_at: true,
    stock_number: true,
    vin: true,
    received_at: true,
    held_until: true,
    createdAt: true,
    updatedAt: true,
  },
  populate: { categories: { name: true } },
  depth: 1,
} as const

/** Stored item → the contract JSON of GET /api/inventory (spec doc 2 §3). Never throws. */
export function toApiItem(doc: StoredInventoryItem): InventoryApiItem {
  const category = categoryOf(doc.category)
  const imageUrls = (Array.isArray(doc.images) ? doc.images : [])
    .map((image) => image?.url)
    .filter((url): url is string => typeof url === 'string' && url !== '')
  const features: string[] = (Array.isArray(doc.features) ? doc.features : []).filter(
    (feature) => typeof feature === 'string',
  )
  const specifications = Object.fromEntries(
    specificationFields.flatMap((field) => {
      const value = doc.specifications?.[field]
      return typeof value === 'string' && value !== '' ? [[field, value]] : []
    }),
  )
  const status = unitStatuses.find((value) => value === doc.status) ?? 'available'
  return {
    id: doc.id,
    model_name: text(doc.model_name),
    category_id: category.id,
    category_name: category.name,
    type: doc.type ?? 'Bunk',
    material: doc.material ?? 'Steel',
    axle_configuration: doc.axle_configuration ?? 'Single',
    capacity_pounds: finite(doc.capacity_pounds),
    length_feet: finite(doc.length_feet),
    beam_width_inches: finite(doc.beam_width_inches),
    price: finite(doc.price),
    stock_quantity: finite(doc.stock_quantity),
    image_url: imageUrls[0] ?? null,
    image_urls: imageUrls,
    description: text(doc.description),
    boat_length: nullableText(doc.boat_length),
    notes: nullableText(doc.notes),
    features,
    specifications,
    is_available: doc.is_available === true,
    status,
    expected_at: nullableText(doc.expected_at),
    sold_at: nullableText(doc.sold_at),
    stock_number: nullableText(doc.stock_number),
    vin: nullableText(doc.vin),
    in_stock_since: inStockSince({
      status,
      receivedAt: nullableText(doc.received_at),
      createdAt: text(doc.createdAt),
    }),
    on_hold_until: nullableText(doc.held_until),
    updated_at: text(doc.updatedAt),
  }
}

type Kept = 'is_available' | 'status' | 'expected_at' | 'sold_at' | 'stock_number' | 'vin'
type ItemData = Omit<InventoryItem, 'id' | 'updatedAt' | 'createdAt' | Kept> &
  Partial<Pick<InventoryItem, Kept>>

/** A validated request body → the stored shape (images ordered, units on measurements). */
export function toItemData(input: InventoryItemInput): ItemData {
  const data: ItemData = {
    model_name: input.model_name,
    category: input.category_id,
    type: input.type,
    material: input.material,
    axle_configuration: input.axle_configuration,
    capacity_pounds: input.capacity_pounds,
    length_feet: input.length_feet,
    beam_width_inches: input.beam_width_inches,
    price: input.price,
    stock_quantity: input.stock_quantity,
    images: orderedImages(input).map((url) => ({ url })),
    description: input.description,
    boat_length: input.boat_length,
    notes: input.notes,
    features: input.features,
    specifications: blankSpecifications(normalizeSpecifications(input.specifications)),
  }
  // Fields the spec's body does not have: left out, the stored value stays.
  if (input.is_available !== undefined) data.is_available = input.is_available
  if (input.status !== undefined) data.status = input.status
  if (input.stock_number !== undefined) data.stock_number = input.stock_number
  if (input.vin !== undefined) data.vin = input.vin
  if (input.buyer_email !== undefined) data.buyer_email = input.buyer_email
  if (input.expected_at !== undefined)
    data.expected_at = input.expected_at && dayToIso(input.expected_at)
  if (input.sold_at !== undefined) data.sold_at = input.sold_at && dayToIso(input.sold_at)
  return data
}

/** A new unit's stored shape: listed and available unless the body says otherwise. */
export function toNewItemData(input: InventoryItemInput) {
  return {
    ...toItemData(input),
    is_available: input.is_available ?? true,
    status: input.status ?? ('available' as const),
  }
}

/* Every field is written, so a specification removed in the form is removed in storage too. */
const blankSpecifications = (values: Record<string, string>) =>
  Object.fromEntries(specificationFields.map((field) => [field, values[field] ?? null]))
