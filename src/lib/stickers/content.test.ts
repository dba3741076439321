import { describe, expect, it } from 'vitest'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { priceRules } from '@/lib/inventory/price-lines'
import { stickerContent } from '@/lib/stickers/content'

const item = (overrides: Partial<InventoryApiItem> = {}): InventoryApiItem => ({
  id: 12,
  model_name: 'VAB-2025',
  category_id: 1,
  category_name: 'Aluminum Bunk Trailers',
  type: 'Bunk',
  material: 'Aluminum',
  axle_configuration: 'Single',
  capacity_pounds: 2025,
  length_feet: 19.5,
  beam_width_inches: 96,
  price: 3895,
  stock_quantity: 1,
  image_url: null,
  image_urls: [],
  description: 'A trailer.',
  boat_length: "16'-18'",
  notes: null,
  features: ['LED lights'],
  specifications: { brake_type: 'Surge', tire_size: 'ST175/80R13' },
  is_available: true,
  status: 'available',
  expected_at: null,
  sold_at: null,
  stock_number: 'VT-1',
  vin: null,
  in_stock_since: '2026-11-01T00:00:00.000Z',
  on_hold_until: null,
  updated_at: '2026-11-26T00:00:00.000Z',
  ...overrides,
})

const facts = {
  terms: null,
  rules: priceRules(null),
  gvwr: null,
  qrUrl: 'https://example.com/inventory/12-vab-2025',
  now: new Date('2026-11-30T15:00:00.000Z'),
}

describe('stickerContent', () => {
  it('lists the identity and key figures that are known, and no others', () => {
    const content = stickerContent(item(), facts)
    expect(content.identity).toEqual([
      ['Stock #', 'VT-1'],
      ['Condition', 'New'],
    ])
    expect(content.figures).toEqual([
      ['Capacity', '2,025 lbs'],
      ['Fits boats', "16'-18'"],
      ['Bunk or roller', 'Bunk'],
      ['Axles', 'Single'],
      ['Brakes', 'Surge'],
      ['Tires', 'ST175/80R13'],
      ['Material', 'Aluminum'],
      ['Trailer length', '19.5 ft'],
    ])
  })

  it("shows the catalogue model's GVWR when there is one", () => {
    const content = stickerContent(item({ specifications: {} }), { ...facts, gvwr: 2600 })
    expect(content.figures).toContainEqual(['GVWR', '2,600 lbs'])
    expect(content.figures.map(([label]) => label)).not.toContain('Brakes')
  })

  it('prints the payment estimate with its disclosure only when financing is set', () => {
    expect(stickerContent(item(), facts).payment).toBeNull()
    const terms = { apr: 0, termMonths: 10, downPaymentPercent: 0 }
    expect(stickerContent(item(), { ...facts, terms }).payment).toEqual({
      line: 'Est. $389.50/mo',
      disclosure: expect.stringContaining('Based on 0% APR for 10 months'),
    })
    expect(stickerContent(item({ price: 0 }), { ...facts, terms }).payment).toBeNull()
  })

  it('titles the sticker as the site titles the unit page and prices it the same way', () => {
    const content = stickerContent(item({ price: 3999.99 }), facts)
    expect([content.title, content.price, content.priceNote]).toEqual([
      'Venture VAB-2025',
      '$3,999.99',
      null,
    ])
  })

  it('says until when a deposit holds the unit, and nothing once the hold has ended', () => {
    // The end of Monday, December 7 in Edgewater (EST), as the hold stores it.
    const held = item({ on_hold_until: '2026-12-08T04:59:59.999Z' })
    expect(stickerContent(held, facts).hold).toBe('On hold until Monday, December 7')
    expect(stickerContent(item(), facts).hold).toBeNull()
    const later = { ...facts, now: new Date('2026-12-08T05:00:00.000Z') }
    expect(stickerContent(held, later).hold).toBeNull()
    // A unit staff marked sold or pending is no longer held for the shopper.
    expect(stickerContent({ ...held, status: 'pending_sale' }, facts).hold).toBeNull()
  })

  it('prints the processing charge in the price or beside it, as the unit page does', () => {
    const beside = priceRules({ processingCharge: 500, processingChargeShown: 'beside' })
    expect(stickerContent(item(), { ...facts, rules: beside })).toMatchObject({
      price: '$3,895',
      priceNote: 'Plus dealer processing charge (not required by law): $500',
    })
    const included = priceRules({ processingCharge: 500, processingChargeShown: 'included' })
    expect(stickerContent(item(), { ...facts, rules: included })).toMatchObject({
      price: '$4,395',
      priceNote: 'Includes a dealer processing charge (not required by law) of $500',
    })
  })
})
