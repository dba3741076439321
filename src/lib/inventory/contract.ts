import type { UnitStatus } from '@/lib/inventory/lifecycle'
import type {
  AxleConfiguration,
  Material,
  Specifications,
  TrailerType,
} from '@/lib/inventory/options'

/** One inventory item as GET/POST/PUT /api/inventory answer it (spec doc 2 §3, §7). */
export type InventoryApiItem = {
  id: number
  model_name: string
  /** Null only when stored data is damaged (the category vanished); readers must cope. */
  category_id: number | null
  category_name: string
  type: TrailerType
  material: Material
  axle_configuration: AxleConfiguration
  capacity_pounds: number
  length_feet: number
  beam_width_inches: number
  price: number
  stock_quantity: number
  /** The cover: the first of image_urls, or null without images. */
  image_url: string | null
  image_urls: string[]
  description: string
  boat_length: string | null
  notes: string | null
  features: string[]
  specifications: Specifications
  is_available: boolean
  /* Additions to the spec's contract: the unit's lifecycle and identity (ISO dates or null). */
  status: UnitStatus
  expected_at: string | null
  sold_at: string | null
  stock_number: string | null
  vin: string | null
  /** When the unit came onto the lot (arrival, else listing); null while on order. */
  in_stock_since: string | null
  /** The end of a hold a deposit paid online bought (ADR 0063); null when not held. */
  on_hold_until: string | null
  /** Send back as `updatedAt` (or If-Match) on PUT to detect a concurrent change. */
  updated_at: string
}

export type CategoryApiItem = { id: number; name: string }
