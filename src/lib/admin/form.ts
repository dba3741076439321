import type { InventoryApiItem } from '@/lib/inventory/contract'
import {
  inventoryFeatures,
  inventoryLimits,
  specificationFields,
  type AxleConfiguration,
  type InventoryFeature,
  type Material,
  type SpecificationField,
  type TrailerType,
} from '@/lib/inventory/options'
import type { UnitStatus } from '@/lib/inventory/lifecycle'
import { withUnit } from '@/lib/inventory/specifications'

/** The body of POST and PUT /api/inventory (spec §7); PUT adds the updatedAt it was read at. */
type LifecycleField = 'status' | 'expected_at' | 'sold_at' | 'stock_number' | 'vin'
export type InventoryPayload = Omit<
  InventoryApiItem,
  | 'id'
  | 'category_id'
  | 'category_name'
  | 'updated_at'
  | 'in_stock_since'
  | 'on_hold_until'
  | LifecycleField
> &
  Partial<Pick<InventoryApiItem, LifecycleField>> & {
    category_id: number
    updatedAt?: string
    buyer_email?: string
  }

/*
 * What the add/edit form holds. Numbers stay strings while typed (an empty box is not 0 until
 * sent); unit suffixes of the stored specifications are shown apart from the input.
 */
export type InventoryForm = {
  model_name: string
  category_id: string
  type: TrailerType | ''
  material: Material | ''
  axle_configuration: AxleConfiguration
  capacity_pounds: string
  length_feet: string
  beam_width_inches: string
  price: string
  stock_quantity: string
  description: string
  boat_length: string
  notes: string
  features: InventoryFeature[]
  specifications: Record<SpecificationField, string>
  image_urls: string[]
  is_available: boolean
  status: UnitStatus
  /** A calendar day, 'YYYY-MM-DD', or ''. */
  expected_at: string
  stock_number: string
  vin: string
  /** Typed when marking a unit sold; never read back (ADR 0044). */
  buyer_email: string
}

// Stored with a unit (spec §3): '250 lbs', '27 ft', '2 inch'; the form edits the bare value.
export const specificationUnits: Partial<Record<SpecificationField, string>> = {
  tongue_weight: 'lbs',
  overall_length: 'ft',
  hitch_size: 'inch',
}

const blankSpecifications = Object.fromEntries(specificationFields.map((f) => [f, ''])) as Record<
  SpecificationField,
  string
>

export const emptyForm: InventoryForm = {
  model_name: '',
  category_id: '',
  type: '',
  material: '',
  axle_configuration: 'Single',
  capacity_pounds: '',
  length_feet: '',
  beam_width_inches: '',
  price: '',
  stock_quantity: '',
  description: '',
  boat_length: '',
  notes: '',
  features: [],
  specifications: blankSpecifications,
  image_urls: [],
  is_available: true,
  status: 'available',
  expected_at: '',
  stock_number: '',
  vin: '',
  buyer_email: '',
}

const withoutUnit = (value: string, unit: string | undefined): string =>
  unit && value.endsWith(` ${unit}`) ? value.slice(0, -unit.length - 1) : value

export function formFromItem(item: InventoryApiItem): InventoryForm {
  const specifications = { ...blankSpecifications }
  for (const field of specificationFields) {
    specifications[field] = withoutUnit(
      item.specifications?.[field] ?? '',
      specificationUnits[field],
    )
  }
  return {
    model_name: item.model_name,
    category_id: item.category_id === null ? '' : String(item.category_id),
    type: item.type,
    material: item.material,
    axle_configuration: item.axle_configuration,
    capacity_pounds: String(item.capacity_pounds),
    length_feet: String(item.length_feet),
    beam_width_inches: String(item.beam_width_inches),
    price: String(item.price),
    stock_quantity: String(item.stock_quantity),
    description: item.description,
    boat_length: item.boat_length ?? '',
    notes: item.notes ?? '',
    features: inventoryFeatures.filter((feature) => item.features.includes(feature)),
    specifications,
    image_urls: [...(item.image_urls ?? [])],
    is_available: item.is_available,
    status: item.status,
    expected_at: item.expected_at?.slice(0, 10) ?? '',
    stock_number: item.stock_number ?? '',
    vin: item.vin ?? '',
    buyer_email: '',
  }
}

/** A typed number, or 0 when it is not one (spec §5), kept within 0..max. */
export function clampNumber(value: string | number, max: number, integer = false): number {
  const parsed = typeof value === 'number' ? value : Number(value.trim())
  if (!Number.isFinite(parsed)) return 0
  const whole = integer ? Math.trunc(parsed) : parsed
  return Math.min(Math.max(whole, 0), max)
}

export const clampStock = (value: string | number): number =>
  clampNumber(value, inventoryLimits.stock, true)

const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** The body of POST/PUT /api/inventory: clamped, coerced, with the units put back. */
export function toInventoryPayload(form: InventoryForm): InventoryPayload {
  const specifications = Object.fromEntries(
    specificationFields.map((field) => [field, withUnit(field, form.specifications[field])]),
  )
  return {
    model_name: form.model_name.trim(),
    category_id: clampNumber(form.category_id, Number.MAX_SAFE_INTEGER, true),
    type: form.type as TrailerType,
    material: form.material as Material,
    axle_configuration: form.axle_configuration,
    capacity_pounds: clampNumber(form.capacity_pounds, inventoryLimits.capacity, true),
    length_feet: clampNumber(form.length_feet, inventoryLimits.length),
    beam_width_inches: clampNumber(form.beam_width_inches, inventoryLimits.beam),
    price: clampNumber(form.price, inventoryLimits.price),
    stock_quantity: clampStock(form.stock_quantity),
    image_url: form.image_urls[0] ?? null,
    image_urls: form.image_urls,
    description: form.description.trim(),
    boat_length: emptyToNull(form.boat_length),
    notes: emptyToNull(form.notes),
    features: form.features,
    specifications,
    is_available: form.is_available,
    // sold_at is left out: the server keeps it, or dates a new sale itself.
    status: form.status,
    expected_at: form.status === 'on_order' ? emptyToNull(form.expected_at) : null,
    stock_number: emptyToNull(form.stock_number),
    vin: emptyToNull(form.vin),
    // Left out unless typed: the stored address stays.
    ...(form.status === 'sold' && form.buyer_email.trim()
      ? { buyer_email: form.buyer_email.trim() }
      : {}),
  }
}

/** The whole stored item again with a new status (the table's one-tap 'Mark sold'...). */
export function withStatus(item: InventoryApiItem, status: UnitStatus): InventoryPayload {
  return { ...toInventoryPayload({ ...formFromItem(item), status }), updatedAt: item.updated_at }
}

/** The whole stored item again with a new stock count (spec §7), carrying its updatedAt. */
export function withStock(item: InventoryApiItem, stock: string): InventoryPayload {
  return {
    ...toInventoryPayload(formFromItem(item)),
    stock_quantity: clampStock(stock),
    updatedAt: item.updated_at,
  }
}

/** The whole stored item again with a new price (a bulk price change), carrying its updatedAt. */
export function withPrice(item: InventoryApiItem, price: number): InventoryPayload {
  return { ...toInventoryPayload(formFromItem(item)), price, updatedAt: item.updated_at }
}
