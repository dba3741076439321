import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE, PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import {
  createItem as create,
  ensureTestCategories,
  errorOf,
  getItem,
  listItems as list,
  staff as staffSession,
  validBody,
} from './helpers/inventory-fixtures'
import { jsonRequest, payload, routeParams } from './helpers/requests'
import { appUrl } from './helpers/app-url'

let staff: Headers

const put = (id: number | string, body: unknown, headers = staff) =>
  PUT(jsonRequest(`/api/inventory/${id}`, 'PUT', body, headers), routeParams({ id: String(id) }))

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
})

describe('POST /api/inventory', () => {
  it('creates an item and answers it with status 201', async () => {
    const item = await create({
      model_name: '  Trimmed name  ',
      features: ['LED lights', 'LED lights'],
    })
    expect(item).toMatchObject({
      model_name: 'Trimmed name',
      features: ['LED lights'],
      is_available: true,
    })
  })

  it.each([
    ['a missing required field', { description: undefined }, 'description: is required'],
    ['an empty model name', { model_name: '  ' }, 'model_name: is required'],
    ['a negative price', { price: -1 }, 'price: must not be negative'],
    [
      'a capacity over the limit',
      { capacity_pounds: 2147483648 },
      'capacity_pounds: must be at most 2147483647',
    ],
    ['a length over 999.9', { length_feet: 1000 }, 'length_feet: must be at most 999.9'],
    [
      'a beam width over 999.9',
      { beam_width_inches: 999.95 },
      'beam_width_inches: must be at most 999.9',
    ],
    ['a price over the limit', { price: 10000000 }, 'price: must be at most 9999999.99'],
    ['a fractional stock', { stock_quantity: 1.5 }, 'stock_quantity: must be a whole number'],
    ['a stock over 32767', { stock_quantity: 32768 }, 'stock_quantity: must be at most 32767'],
    ['a number sent as text', { price: '3895' }, 'price: must be a number'],
    ['an unknown type', { type: 'Hovercraft' }, 'type: must be one of'],
    ['an unknown material', { material: 'Wood' }, 'material: must be one of'],
    [
      'an unknown feature',
      { features: ['Rocket boosters'] },
      'features.0: must be one of the listed features',
    ],
    [
      'a script image URL',
      { image_urls: ['javascript:alert(1)'] },
      'image_urls.0: must be a site path',
    ],
    [
      'a protocol-relative image URL',
      { image_url: '//evil.example/x.webp' },
      'image_url: must be a site path',
    ],
    [
      'eleven images',
      { image_urls: Array.from({ length: 11 }, (_, i) => `/images/${i}.webp`) },
      'image_urls: must hold at most 10 images',
    ],
    [
      'an overlong specification',
      { specifications: { winch: 'x'.repeat(201) } },
      'specifications.winch: must be at most 200 characters',
    ],
    ['an unknown category', { category_id: 424242 }, 'category_id: unknown category'],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const before = (await list()).length
    const response = await POST(
      jsonRequest('/api/inventory', 'POST', validBody(overrides), staff),
      {},
    )
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toContain(message)
    expect((await list()).length).toBe(before)
  })

  it('refuses malformed JSON with 400 and another content type with 415', async () => {
    const malformed = await POST(jsonRequest('/api/inventory', 'POST', '{"model_name":', staff), {})
    expect(malformed.status).toBe(400)
    expect(await errorOf(malformed)).toBe('Request body must be valid JSON')
    const headers = new Headers(staff)
    headers.set('content-type', 'text/plain')
    const text = await POST(
      new Request(appUrl('/api/inventory'), {
        method: 'POST',
        headers,
        body: JSON.stringify(validBody()),
      }),
      {},
    )
    expect(text.status).toBe(415)
  })
})

describe('PUT /api/inventory/{id}', () => {
  it('replaces the item, keeping is_available when the body leaves it out', async () => {
    const created = await create({ is_available: false })
    const response = await put(created.id, {
      ...created,
      stock_quantity: 7,
      notes: 'Now with spare',
    })
    expect(response.status).toBe(200)
    const updated = (await response.json()) as InventoryApiItem
    expect(updated).toMatchObject({
      stock_quantity: 7,
      notes: 'Now with spare',
      is_available: false,
    })
    const withoutFlag: Partial<InventoryApiItem> = { ...updated }
    delete withoutFlag.is_available
    const again = await put(created.id, { ...withoutFlag, stock_quantity: 8 })
    expect(await again.json()).toMatchObject({ stock_quantity: 8, is_available: false })
  })

  it('answers 409 to a stale updatedAt and keeps the newer change', async () => {
    const created = await create()
    const first = await put(created.id, {
      ...validBody({ stock_quantity: 5 }),
      updatedAt: created.updated_at,
    })
    expect(first.status).toBe(200)
    const second = await put(created.id, {
      ...validBody({ stock_quantity: 1 }),
      updatedAt: created.updated_at,
    })
    expect(second.status).toBe(409)
    expect(await errorOf(second)).toMatch(/changed by someone else/)
    const stored = await getItem(created.id)
    expect(await stored.json()).toMatchObject({ stock_quantity: 5 })
  })

  it('honours If-Match the same way, and lets exactly one of two concurrent edits through', async () => {
    const created = await create()
    const headers = new Headers(staff)
    headers.set('if-match', `"${created.updated_at}"`)
    const results = await Promise.all([
      put(created.id, validBody({ stock_quantity: 11 }), headers),
      put(created.id, validBody({ stock_quantity: 12 }), headers),
    ])
    expect(results.map((response) => response.status).sort()).toEqual([200, 409])
    const badHeader = new Headers(staff)
    badHeader.set('if-match', '"yesterday"')
    expect((await put(created.id, validBody(), badHeader)).status).toBe(400)
  })

  it('answers 404 for an unknown item and 400 for an invalid body', async () => {
    expect((await put(99999999, validBody())).status).toBe(404)
    const created = await create()
    expect((await put(created.id, { ...validBody(), stock_quantity: -2 })).status).toBe(400)
  })
})

describe('DELETE /api/inventory/{id}', () => {
  it('deletes the item, after which it is gone (404)', async () => {
    const created = await create()
    const del = () =>
      DELETE(
        new Request(appUrl(`/api/inventory/${created.id}`), { method: 'DELETE', headers: staff }),
        routeParams({ id: String(created.id) }),
      )
    const response = await del()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: created.id, deleted: true })
    expect((await list()).some((entry) => entry.id === created.id)).toBe(false)
    expect((await del()).status).toBe(404)
  })

  it('refuses to delete a category still used by items, with a reason', async () => {
    const client = await payload()
    await create({ category_id: 902 })
    await expect(client.delete({ collection: 'categories', id: 902 })).rejects.toThrow(
      /used by \d+ inventory item/,
    )
  })
})
