import { describe, expect, it } from 'vitest'

import {
  clampNumber,
  emptyForm,
  formFromItem,
  toInventoryPayload,
  withStatus,
  withStock,
} from '@/lib/admin/form'
import { sampleApiItem } from '@/lib/inventory/sample'

const filled = {
  ...emptyForm,
  model_name: ' VAB-2025 ',
  category_id: '6',
  type: 'Bunk',
  material: 'Aluminum',
  capacity_pounds: '2025',
  length_feet: '19.5',
  beam_width_inches: '96',
  price: '3895.5',
  stock_quantity: '3',
  description: 'A trailer',
} as const

const item = sampleApiItem({
  id: 7,
  model_name: 'VAB-2025',
  category_id: 6,
  category_name: 'Bunk Trailers',
  image_url: '/a.webp',
  image_urls: ['/a.webp', '/b.webp'],
  description: 'A trailer',
  boat_length: null,
  features: ['LED lights'],
  specifications: { tongue_weight: '250 lbs', overall_length: '21.5 ft', hitch_size: '2 inch' },
  status: 'on_order',
  expected_at: '2027-03-01T12:00:00.000Z',
  stock_number: 'VT-1042',
  updated_at: '2026-01-01T00:00:00.000Z',
})

describe('clampNumber', () => {
  it('turns non-numeric entries into 0', () => {
    expect(clampNumber('abc', 10)).toBe(0)
    expect(clampNumber('', 10)).toBe(0)
  })
  it('keeps values within 0 and the maximum', () => {
    expect(clampNumber('12', 10)).toBe(10)
    expect(clampNumber('-3', 10)).toBe(0)
  })
  it('drops the fraction of whole-number fields', () => {
    expect(clampNumber('4.9', 10, true)).toBe(4)
  })
})

describe('toInventoryPayload', () => {
  it('caps capacity at 2147483647', () => {
    expect(toInventoryPayload({ ...filled, capacity_pounds: '9999999999' }).capacity_pounds).toBe(
      2147483647,
    )
  })
  it('caps length and beam width at 999.9', () => {
    const payload = toInventoryPayload({
      ...filled,
      length_feet: '1000',
      beam_width_inches: '5000',
    })
    expect([payload.length_feet, payload.beam_width_inches]).toEqual([999.9, 999.9])
  })
  it('caps price at 9999999.99', () => {
    expect(toInventoryPayload({ ...filled, price: '123456789' }).price).toBe(9999999.99)
  })
  it('caps stock at 32767', () => {
    expect(toInventoryPayload({ ...filled, stock_quantity: '40000' }).stock_quantity).toBe(32767)
  })
  it('sends 0 for non-numeric entries', () => {
    const payload = toInventoryPayload({ ...filled, price: 'call us', capacity_pounds: 'x' })
    expect([payload.price, payload.capacity_pounds]).toEqual([0, 0])
  })
  it('sends boat length and notes as null when empty', () => {
    const payload = toInventoryPayload({ ...filled, boat_length: ' ', notes: '' })
    expect([payload.boat_length, payload.notes]).toEqual([null, null])
  })
  it('sends the category as a number and trims text', () => {
    const payload = toInventoryPayload(filled)
    expect([payload.category_id, payload.model_name]).toEqual([6, 'VAB-2025'])
  })
  it('makes the first image the cover', () => {
    const payload = toInventoryPayload({ ...filled, image_urls: ['/x.webp', '/y.webp'] })
    expect(payload.image_url).toBe('/x.webp')
    expect(toInventoryPayload(filled).image_url).toBeNull()
  })
  it('puts the units back on tongue weight, overall length and hitch size', () => {
    const specifications = {
      ...filled.specifications,
      tongue_weight: '250',
      overall_length: '21.5',
      hitch_size: '2-5/16',
    }
    expect(toInventoryPayload({ ...filled, specifications }).specifications).toMatchObject({
      tongue_weight: '250 lbs',
      overall_length: '21.5 ft',
      hitch_size: '2-5/16 inch',
      tire_size: '',
    })
  })
})

describe('formFromItem', () => {
  it('shows specifications without their units and round-trips them', () => {
    const form = formFromItem(item)
    expect(form.specifications.hitch_size).toBe('2')
    expect(form.specifications.tongue_weight).toBe('250')
    expect(toInventoryPayload(form).specifications.overall_length).toBe('21.5 ft')
  })
  it('shows empty boxes for null boat length and notes', () => {
    expect([formFromItem(item).boat_length, formFromItem(item).notes]).toEqual(['', ''])
  })
})

describe('withStock', () => {
  it('sends the whole item with the new, clamped stock and its updatedAt', () => {
    const payload = withStock(item, '99999')
    expect(payload).toMatchObject({
      stock_quantity: 32767,
      updatedAt: item.updated_at,
      price: 3895,
    })
    expect(payload).not.toHaveProperty('id')
    expect(payload).not.toHaveProperty('category_name')
    expect(payload).not.toHaveProperty('updated_at')
  })
  it('treats a non-numeric stock as 0', () => {
    expect(withStock(item, 'many').stock_quantity).toBe(0)
  })
})

describe('withStatus', () => {
  it('sends the whole item with the new status, its updatedAt, and no sale date', () => {
    const payload = withStatus(item, 'sold')
    expect(payload).toMatchObject({ status: 'sold', updatedAt: item.updated_at, price: 3895 })
    expect(payload.stock_number).toBe('VT-1042')
    expect(payload).not.toHaveProperty('sold_at')
  })
  it('drops the arrival date once a unit is no longer on order', () => {
    expect(withStatus(item, 'pending_sale').expected_at).toBeNull()
    expect(withStatus(item, 'on_order').expected_at).toBe('2027-03-01')
  })
})
