import type { z } from 'zod'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import type { inventoryItemSchema } from '@/lib/inventory/schema'

/** A POST /api/inventory body, as the admin form sends it. */
export type InventoryBody = z.input<typeof inventoryItemSchema>

/**
 * The sample unit: a single axle aluminum bunk trailer, in the shape the admin form sends. The
 * demo stock starts from it (src/seed/inventory.ts), and the unit, integration and end-to-end
 * tests build the units they need from it, each overriding only what it is about.
 */
export function sampleInventoryItem(overrides: Partial<InventoryBody> = {}): InventoryBody {
  return {
    model_name: 'VAB-2025 Aluminum Bunk',
    category_id: 10,
    type: 'Bunk',
    material: 'Aluminum',
    axle_configuration: 'Single',
    capacity_pounds: 2025,
    length_feet: 19.5,
    beam_width_inches: 96,
    price: 3895,
    stock_quantity: 3,
    image_urls: ['/images/inventory/demo-01.webp'],
    description: 'Single axle aluminum bunk trailer for 16-18 ft fishing boats and bowriders.',
    boat_length: "16'-18'",
    notes: null,
    features: ['LED lights', 'Carpeted bunks', 'Galvanized hardware', 'Lightweight aluminum'],
    specifications: {
      tire_size: 'ST175/80R13',
      hitch_size: '2 inch',
      brake_type: 'None',
      overall_length: '21.5 ft',
      tongue_weight: '250 lbs',
    },
    ...overrides,
  }
}

/** The sample unit as GET /api/inventory answers it (stored as id 1, in stock, available). */
export function sampleApiItem(overrides: Partial<InventoryApiItem> = {}): InventoryApiItem {
  const { category_id, image_urls, specifications, ...body } = sampleInventoryItem()
  const images = image_urls ?? []
  return {
    ...(body as Omit<InventoryApiItem, 'id'>),
    id: 1,
    category_id: category_id ?? null,
    category_name: 'Aluminum Bunk Trailers',
    image_url: images[0] ?? null,
    image_urls: images,
    specifications: specifications as InventoryApiItem['specifications'],
    is_available: true,
    status: 'available',
    expected_at: null,
    sold_at: null,
    stock_number: null,
    vin: null,
    updated_at: '2026-11-24T00:00:00.000Z',
    ...overrides,
  }
}
