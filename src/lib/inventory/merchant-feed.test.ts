import { describe, expect, it } from 'vitest'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { merchantFeed } from '@/lib/inventory/merchant-feed'

const item = (id: number, status: InventoryApiItem['status'], model = 'VAB') =>
  ({
    id,
    model_name: model,
    category_name: 'Bunk',
    price: 3895.5,
    description: 'Fits <18 ft> & more',
    image_url: null,
    image_urls: [],
    status,
    expected_at: null,
    stock_number: null,
  }) as unknown as InventoryApiItem

const context = {
  title: 'Venture',
  link: 'https://v.example/inventory',
  absolute: (path: string) => new URL(path, 'https://v.example').toString(),
}

describe('merchant feed', () => {
  it('keeps a unit a deposit holds online, out of stock and saying until when', () => {
    const held = { ...item(5, 'available'), on_hold_until: '2026-12-08T04:59:59.999Z' }
    const xml = merchantFeed([held], context)
    expect(xml).toContain('<g:availability>out_of_stock</g:availability>')
    expect(xml).toContain('<g:custom_label_0>On hold until Monday, December 7</g:custom_label_0>')
    expect(xml).toContain('<g:description>On hold until Monday, December 7. Fits')
  })

  it('lists units for sale and on order, with their availability, escaped', () => {
    const xml = merchantFeed(
      [
        item(1, 'available', 'A & B'),
        item(2, 'on_order'),
        item(3, 'sold'),
        item(4, 'pending_sale'),
      ],
      context,
    )
    // Well-formedness is checked by PostgreSQL's XML parser in tests/int/inventory-feed.
    expect([...xml.matchAll(/<g:availability>(\w+)</g)].map((match) => match[1])).toEqual([
      'in_stock',
      'preorder',
    ])
    expect(xml).toContain('<g:title>Venture A &amp; B</g:title>')
    expect(xml).toContain('<g:description>Fits &lt;18 ft&gt; &amp; more</g:description>')
    expect(xml).toContain('<g:price>3895.50 USD</g:price>')
    expect(xml).toContain('<g:link>https://v.example/inventory/1-a-b</g:link>')
  })
})
