import { describe, expect, it } from 'vitest'

import { inventoryItemSchema } from '@/lib/inventory/schema'
import { toApiItem, toItemData, type StoredInventoryItem } from '@/server/inventory/mapping'

describe('toApiItem', () => {
  it('maps a stored item to the contract, cover first', () => {
    const item = toApiItem({
      id: 4,
      model_name: 'VR-3350',
      category: { id: 2, name: 'Galvanized Roller Trailers', updatedAt: '', createdAt: '' },
      images: [{ url: '/a.webp' }, { url: '/b.webp' }],
      boat_length: '',
      specifications: { tire_size: 'ST205', winch: null },
      is_available: true,
      price: 3995,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(item).toMatchObject({
      category_id: 2,
      category_name: 'Galvanized Roller Trailers',
      image_url: '/a.webp',
      image_urls: ['/a.webp', '/b.webp'],
      boat_length: null,
      specifications: { tire_size: 'ST205' },
      price: 3995,
      updated_at: '2026-01-01T00:00:00.000Z',
    })
  })

  it('never throws on damaged rows: lost category, NaN, nulls, missing arrays', () => {
    const damaged = {
      id: 9,
      category: 77,
      price: Number.NaN,
      stock_quantity: null,
      images: null,
      features: null,
      specifications: null,
      is_available: null,
    } as unknown as StoredInventoryItem
    expect(toApiItem(damaged)).toMatchObject({
      category_id: 77,
      category_name: '',
      price: 0,
      stock_quantity: 0,
      image_url: null,
      image_urls: [],
      features: [],
      specifications: {},
      is_available: false,
    })
  })
})

describe('toItemData', () => {
  it('stores ordered images, units on measurements and clears removed specifications', () => {
    const input = inventoryItemSchema.parse({
      model_name: 'VAB',
      category_id: 6,
      type: 'Bunk',
      material: 'Aluminum',
      capacity_pounds: 1,
      length_feet: 1,
      beam_width_inches: 1,
      price: 1,
      stock_quantity: 1,
      description: 'x',
      image_url: '/cover.webp',
      image_urls: ['/second.webp'],
      specifications: { tongue_weight: '250' },
    })
    const data = toItemData(input)
    expect(data.images).toEqual([{ url: '/cover.webp' }, { url: '/second.webp' }])
    expect(data.specifications).toMatchObject({ tongue_weight: '250 lbs', winch: null })
    expect(data).not.toHaveProperty('is_available')
  })
})
