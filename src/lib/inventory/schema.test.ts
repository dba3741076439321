import { describe, expect, it } from 'vitest'

import { sampleInventoryItem } from '@/lib/inventory/sample'
import {
  inventoryItemSchema,
  inventoryUpdateSchema,
  isImageUrl,
  orderedImages,
} from '@/lib/inventory/schema'

const body = sampleInventoryItem()

describe('inventoryItemSchema', () => {
  it('accepts the form body, defaulting the axle and emptying optional fields', () => {
    const parsed = inventoryItemSchema.parse({
      ...body,
      axle_configuration: undefined,
      image_urls: undefined,
      features: undefined,
      notes: '',
      boat_length: null,
    })
    expect(parsed).toMatchObject({
      axle_configuration: 'Single',
      notes: null,
      boat_length: null,
      image_urls: [],
      features: [],
    })
  })

  it('accepts the limits themselves and refuses one step beyond', () => {
    const limits = {
      capacity_pounds: 2147483647,
      length_feet: 999.9,
      beam_width_inches: 999.9,
      price: 9999999.99,
      stock_quantity: 32767,
    }
    expect(inventoryItemSchema.safeParse({ ...body, ...limits }).success).toBe(true)
    for (const [field, max] of Object.entries(limits)) {
      const over =
        field === 'price'
          ? max + 0.01
          : field.includes('feet') || field.includes('inches')
            ? max + 0.1
            : max + 1
      expect(inventoryItemSchema.safeParse({ ...body, [field]: over }).success, field).toBe(false)
    }
  })

  it('rounds the price to cents', () => {
    expect(inventoryItemSchema.parse({ ...body, price: 0.1 + 0.2 }).price).toBe(0.3)
  })

  it('refuses more than ten images once the cover is counted', () => {
    const urls = Array.from({ length: 10 }, (_, i) => `/images/${i}.webp`)
    expect(inventoryItemSchema.safeParse({ ...body, image_urls: urls }).success).toBe(true)
    expect(
      inventoryItemSchema.safeParse({ ...body, image_urls: urls, image_url: '/images/cover.webp' })
        .success,
    ).toBe(false)
  })
})

describe('inventoryUpdateSchema', () => {
  it('takes an ISO updatedAt and refuses anything else', () => {
    expect(
      inventoryUpdateSchema.safeParse({ ...body, updatedAt: '2026-03-01T10:00:00.000Z' }).success,
    ).toBe(true)
    expect(inventoryUpdateSchema.safeParse({ ...body, updatedAt: 'yesterday' }).success).toBe(false)
  })
})

describe('image addresses', () => {
  it('allow site paths and http(s) only', () => {
    expect(isImageUrl('/cms/api/media/file/a.webp')).toBe(true)
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true)
    expect(isImageUrl('//evil.example/a.jpg')).toBe(false)
    expect(isImageUrl('/\\evil.example')).toBe(false)
    expect(isImageUrl('javascript:alert(1)')).toBe(false)
    expect(isImageUrl('data:image/png;base64,AAAA')).toBe(false)
  })

  it('put a cover missing from the list first, without duplicates', () => {
    expect(orderedImages({ image_url: '/b', image_urls: ['/a'] })).toEqual(['/b', '/a'])
    expect(orderedImages({ image_url: '/a', image_urls: ['/b', '/a'] })).toEqual(['/b', '/a'])
    expect(orderedImages({ image_url: null, image_urls: ['/a', '/a'] })).toEqual(['/a'])
  })
})
