import { beforeAll, describe, expect, it } from 'vitest'

import { PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import { autofillFromModel } from '@/lib/admin/autofill'
import { emptyForm, formFromItem, toInventoryPayload, withStock } from '@/lib/admin/form'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { trailerModels } from '@/seed/catalogue/models'

import { ensureTestCategories, testCategories } from './helpers/inventory-fixtures'
import { jsonRequest, routeParams, signedInHeaders } from './helpers/requests'

/* The bodies the staff panel builds, sent to the real handlers: create, edit, stock, conflict. */

let staff: Headers

const put = (id: number, body: unknown) =>
  PUT(jsonRequest(`/api/inventory/${id}`, 'PUT', body, staff), routeParams({ id: String(id) }))

async function createFromModel(code: string): Promise<InventoryApiItem> {
  const fill = autofillFromModel(trailerModels.find((model) => model.model === code)!)
  const form = {
    ...emptyForm,
    ...fill,
    specifications: { ...emptyForm.specifications, ...fill.specifications, tongue_weight: '310' },
    category_id: String(testCategories[0].id),
    price: '6250.5',
    stock_quantity: '2',
    image_urls: ['/images/inventory/demo-02.webp', '/images/inventory/demo-01.webp'],
  }
  const response = await POST(
    jsonRequest('/api/inventory', 'POST', toInventoryPayload(form), staff),
    {},
  )
  expect(response.status).toBe(201)
  return response.json()
}

beforeAll(async () => {
  await ensureTestCategories()
  staff = await signedInHeaders('staff')
})

describe('bodies built by the staff panel', () => {
  it('create an item from a catalogue model with units on the measurements', async () => {
    const item = await createFromModel('COM-3500')
    expect(item).toMatchObject({
      model_name: 'COM-3500',
      type: 'Bunk',
      material: 'Aluminum',
      boat_length: expect.any(String),
      notes: null,
      image_url: '/images/inventory/demo-02.webp',
    })
    expect(item.specifications).toMatchObject({
      tongue_weight: '310 lbs',
      hitch_size: '2 inch',
      brake_type: 'Surge',
    })
    expect(item.specifications.overall_length).toMatch(/^\d+(\.\d)? ft$/)
  })

  it('save an unchanged edit form without changing the stored item', async () => {
    const item = await createFromModel('VAB-1825')
    const response = await put(item.id, {
      ...toInventoryPayload(formFromItem(item)),
      updatedAt: item.updated_at,
    })
    expect(response.status).toBe(200)
    const saved = (await response.json()) as InventoryApiItem
    expect(saved).toEqual({ ...item, updated_at: saved.updated_at })
  })

  it('change only the stock, and a stale copy answers 409', async () => {
    const item = await createFromModel('VAR-2425')
    const response = await put(item.id, withStock(item, '7'))
    expect(response.status).toBe(200)
    const saved = (await response.json()) as InventoryApiItem
    expect(saved).toEqual({ ...item, stock_quantity: 7, updated_at: saved.updated_at })
    expect((await put(item.id, withStock(item, '8'))).status).toBe(409)
  })
})
