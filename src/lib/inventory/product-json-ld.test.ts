import { describe, expect, it } from 'vitest'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { productJsonLd } from '@/lib/inventory/product-json-ld'

const item = {
  id: 12,
  model_name: 'VAB-2025 Aluminum Bunk',
  description: 'Single axle aluminum bunk trailer.',
  category_name: 'Aluminum Bunk Trailers',
  price: 3895,
} as InventoryApiItem

describe('productJsonLd', () => {
  it('describes the unit as a Product with a USD, in-stock Offer', () => {
    const data = productJsonLd(item, {
      url: 'https://example.com/inventory/12-vab',
      images: ['https://example.com/images/a.webp'],
      seller: 'Venture Trailers Edgewater',
    })
    expect(data).toMatchObject({
      '@type': 'Product',
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
})
