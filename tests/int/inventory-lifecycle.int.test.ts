import { beforeAll, describe, expect, it } from 'vitest'

import { PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import { getSitemapUnits, getUnitPage } from '@/server/inventory/page-reads'

import { jsonRequest, routeParams } from './helpers/requests'
import {
  createItem,
  ensureTestCategories,
  errorOf,
  listItems,
  staff as staffSession,
  validBody,
} from './helpers/inventory-fixtures'

let staff: Headers

const put = (id: number, body: unknown) =>
  PUT(jsonRequest(`/api/inventory/${id}`, 'PUT', body, staff), routeParams({ id: String(id) }))

const day = 86_400_000
const soldDaysAgo = (days: number) => new Date(Date.now() - days * day).toISOString()

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
})

describe('the unit lifecycle in /api/inventory', () => {
  it('answers status, expected_at, sold_at, stock_number and vin; a new unit is available', async () => {
    const item = await createItem()
    expect(item).toMatchObject({
      status: 'available',
      expected_at: null,
      sold_at: null,
      stock_number: null,
      vin: null,
    })
    const listed = (await listItems()).find((other) => other.id === item.id)
    expect(listed).toMatchObject({ status: 'available', stock_number: null })
  })

  it('stores a unit on order with its arrival day, stock number and VIN', async () => {
    const item = await createItem({
      status: 'on_order',
      expected_at: '2027-03-01',
      stock_number: 'VT-1042',
      vin: '1v9bt2024ra000123',
    })
    expect(item).toMatchObject({
      status: 'on_order',
      expected_at: '2027-03-01T12:00:00.000Z',
      stock_number: 'VT-1042',
      vin: '1V9BT2024RA000123',
    })
  })

  it('keeps the stored lifecycle when a PUT body (the spec’s) leaves the fields out', async () => {
    const item = await createItem({ status: 'pending_sale', stock_number: 'VT-7' })
    const response = await put(item.id, validBody({ stock_quantity: 9 }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'pending_sale',
      stock_number: 'VT-7',
      stock_quantity: 9,
    })
  })

  it('dates a sale when a unit is marked sold, and forgets the date when it is not', async () => {
    const item = await createItem({ status: 'on_order', expected_at: '2027-03-01' })
    const before = Date.now()
    const sold = await (await put(item.id, validBody({ status: 'sold' }))).json()
    expect(sold.expected_at).toBeNull()
    expect(Date.parse(sold.sold_at)).toBeGreaterThanOrEqual(before - 1000)
    const back = await (await put(item.id, validBody({ status: 'available' }))).json()
    expect(back).toMatchObject({ status: 'available', sold_at: null })
  })

  it.each([
    ['an unknown status', { status: 'stolen' }, /^status: must be one of available, on_order/],
    ['a malformed VIN', { vin: 'ABC' }, /^vin: must be 17 letters/],
    ['a VIN with an O', { vin: '1V9BT2024RA00O123' }, /^vin: must be 17 letters/],
    ['a malformed arrival date', { expected_at: 'next spring' }, /^expected_at: must be a date/],
  ])('refuses %s with 400', async (_, overrides, message) => {
    const request = jsonRequest('/api/inventory', 'POST', validBody(overrides), staff)
    const response = await POST(request, {})
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatch(message)
  })
})

describe('a sold unit’s page and the sitemap, by the clock', () => {
  it('shows the sold page with similar units for 90 days, then answers gone', async () => {
    const soldAt = soldDaysAgo(0)
    const sold = await createItem({ status: 'sold', sold_at: soldAt, capacity_pounds: 2500 })
    const near = await createItem({ capacity_pounds: 2600 })
    const held = await createItem({ status: 'pending_sale', capacity_pounds: 2500 })

    const now = new Date(Date.parse(soldAt) + 10 * day)
    const page = await getUnitPage(sold.id, now)
    expect(page.state).toBe('sold')
    expect(page.item?.id).toBe(sold.id)
    expect(page.similar.map((unit) => unit.id)).toContain(near.id)
    expect(page.similar.map((unit) => unit.id)).not.toContain(held.id)
    expect(page.similar.length).toBeLessThanOrEqual(3)

    const later = new Date(Date.parse(soldAt) + 91 * day)
    expect(await getUnitPage(sold.id, later)).toEqual({ state: 'gone', item: null, similar: [] })
  })

  it('keeps a sold unit in the sitemap for 90 days and drops it after', async () => {
    const soldAt = soldDaysAgo(0)
    const sold = await createItem({ status: 'sold', sold_at: soldAt })
    const inSitemap = async (days: number) =>
      (await getSitemapUnits(new Date(Date.parse(soldAt) + days * day))).some(
        (unit) => unit.id === sold.id,
      )
    expect(await inSitemap(89)).toBe(true)
    expect(await inSitemap(91)).toBe(false)
  })

  it('404s a hidden unit and lists an on-order one without stock', async () => {
    const hidden = await createItem({ is_available: false })
    expect((await getUnitPage(hidden.id, new Date())).state).toBe('missing')
    const coming = await createItem({ status: 'on_order', stock_quantity: 0 })
    expect((await getUnitPage(coming.id, new Date())).state).toBe('listed')
  })
})
