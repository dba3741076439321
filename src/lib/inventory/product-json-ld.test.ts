import { describe, expect, it } from 'vitest'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { productJsonLd } from '@/lib/inventory/product-json-ld'

const item = {
  id: 12,
  model_name: 'VAB-2025 Aluminum Bunk',
  description: 'Single axle aluminum bunk trailer.',
  category_name: 'Aluminum Bunk Trailers',
  price: 3895,
  status: 'available',
  axle_configuration: 'Tandem',
  capacity_pounds: 5200,
  length_feet: 21.5,
  beam_width_inches: 0,
  stock_number: null,
  vin: null,
  expected_at: null,
} as unknown as InventoryApiItem
const context = { url: 'https://example.com/x', images: [], seller: 'S' }

describe('productJsonLd', () => {
  it('describes the unit as a Product with a USD, in-stock Offer', () => {
    const data = productJsonLd(item, {
      url: 'https://example.com/inventory/12-vab',
      images: ['https://example.com/images/a.webp'],
      seller: 'Venture Trailers Edgewater',
    })
    expect(data).toMatchObject({
      '@type': ['Product', 'Vehicle'],
      name: 'Venture VAB-2025 Aluminum Bunk',
      sku: '12',
      image: ['https://example.com/images/a.webp'],
      offers: {
        '@type': 'Offer',
        price: '3895.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://example.com/inventory/12-vab',
      },
    })
  })

  it('leaves out the image without photos', () => {
    const data = productJsonLd(item, { url: 'https://example.com/x', images: [], seller: 'S' })
    expect(data).not.toHaveProperty('image')
  })

  it('carries the unit as a Vehicle: axles, capacity and length, and leaves out what is unknown', () => {
    const data = productJsonLd({ ...item, vin: '1V9BT2024RA000123' }, context)
    expect(data).toMatchObject({
      numberOfAxles: 2,
      payload: { '@type': 'QuantitativeValue', value: 5200, unitCode: 'LBR' },
      depth: { value: 21.5, unitCode: 'FOT' },
      vehicleIdentificationNumber: '1V9BT2024RA000123',
    })
    expect(data).not.toHaveProperty('width')
  })

  it('says a unit on order is a pre-order from its arrival, a held one reserved, a sold one sold out', () => {
    const onOrder = {
      ...item,
      status: 'on_order',
      expected_at: '2027-03-01T12:00:00.000Z',
    } as const
    expect(productJsonLd(onOrder, context).offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2027-03-01',
    })
    const held = productJsonLd({ ...item, status: 'pending_sale' }, context)
    expect(held.offers).toMatchObject({ availability: 'https://schema.org/Reserved' })
    const sold = productJsonLd({ ...item, status: 'sold' }, context)
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
  })
})
