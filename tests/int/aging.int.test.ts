import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as review } from '@/app/api/aging/[id]/review/route'
import { GET as exportCsv } from '@/app/api/aging/export.csv/route'
import { PUT } from '@/app/api/inventory/[id]/route'
import { utcDay } from '@/lib/aging/report'
import { dayMs } from '@/lib/durations'
import type { User } from '@/payload-types'
import { savePageViews } from '@/server/inventory/page-views'
import { agingRows } from '@/server/inventory/aging'

import { cms } from './helpers/authz-trials'
import { jsonRequest, payload, routeParams, signedInHeaders } from './helpers/requests'
import { appUrl } from './helpers/app-url'
import {
  createItem,
  ensureTestCategories,
  staff as staffSession,
  testCategories,
  validBody,
} from './helpers/inventory-fixtures'

/*
 * The aging report (ADR 0027) against PostgreSQL, with a controlled clock: days in stock, the
 * flags and what clears them, price history, views in the 30-day window, leads, the review route
 * and the CSV export.
 */
const now = new Date('2026-11-26T15:00:00.000Z')
const ago = (days: number) => new Date(now.getTime() - days * dayMs).toISOString()
const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `/images/inventory/demo-0${index + 1}.webp`,
  }))

let staff: Headers
let staffUser: User
const created: number[] = []

async function unit(data: Record<string, unknown>) {
  const client = await payload()
  const doc = await client.create({
    collection: 'inventory-items',
    data: {
      model_name: 'Aging test unit',
      category: 901,
      type: 'Bunk',
      material: 'Aluminum',
      axle_configuration: 'Single',
      capacity_pounds: 2000,
      length_feet: 18,
      beam_width_inches: 96,
      price: 4000,
      stock_quantity: 1,
      description: 'A tidy trailer.',
      images: photos(6),
      // Both are unique among units (migration unique_unit_identifiers).
      vin: `1AGNG${String(Date.now()).slice(-6)}${String(created.length).padStart(6, '0')}`,
      stock_number: `AG-${Date.now()}-${created.length}`,
      ...data,
    } as never,
    depth: 0,
  })
  created.push(doc.id)
  return doc.id
}

const rowOf = async (id: number, at = now) =>
  (await agingRows(await payload(), at)).find((row) => row.id === id)

const postReview = (id: number, body: unknown, headers = staff) =>
  review(
    jsonRequest(`/api/aging/${id}/review`, 'POST', body, headers),
    routeParams({ id: String(id) }),
  )

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
  const me = await (await payload()).auth({ headers: staff })
  staffUser = me.user as User
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'inventory-items', where: { id: { in: created } } })
  await client.delete({
    collection: 'quote-requests',
    where: { email: { equals: 'aging@test.local' } },
  })
})

describe('the aging report', () => {
  it('counts days in stock from arrival, none while on order, and lists no sold unit', async () => {
    const old = await unit({ received_at: ago(120) })
    const fresh = await unit({ received_at: ago(3) })
    const ordered = await unit({ status: 'on_order', expected_at: ago(-20) })
    const sold = await unit({ status: 'sold', received_at: ago(200) })
    const rows = await agingRows(await payload(), now)
    const ids = rows.map((row) => row.id)
    expect(rows.find((row) => row.id === old)?.daysInStock).toBe(120)
    expect(rows.find((row) => row.id === fresh)?.daysInStock).toBe(3)
    expect(rows.find((row) => row.id === ordered)?.daysInStock).toBeNull()
    expect(ids).not.toContain(sold)
    expect(rows.find((row) => row.id === old)?.flags).toEqual(['aged'])
    expect(rows.find((row) => row.id === fresh)?.flags).toEqual([])
  })

  it('names the unit, its category, price, address and stock number as stored', async () => {
    const id = await unit({ model_name: 'VAB-2025 Aging Bunk', price: 4321.5 })
    const row = await rowOf(id)
    expect(row).toMatchObject({
      name: 'VAB-2025 Aging Bunk',
      category: testCategories[0],
      status: 'available',
      price: 4321.5,
      path: `/inventory/${id}-vab-2025-aging-bunk`,
      photos: 6,
      hasVin: true,
      hasStockNumber: true,
      hasDescription: true,
    })
    expect(row?.stockNumber).toMatch(/^AG-/)
    // Payload's own date format: the rules and the CSV read it as they read a document's.
    expect(row?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('flags few photos, no description, and a missing stock number or VIN', async () => {
    const thin = await unit({ received_at: ago(1), images: photos(5), vin: null })
    const blank = await unit({ received_at: ago(1), description: '   ', stock_number: null })
    expect((await rowOf(thin))?.flags).toEqual(['few_photos', 'no_identifier'])
    expect((await rowOf(blank))?.flags).toEqual(['no_description', 'no_identifier'])
  })

  it('follows the aging limit and photo minimum of the lead settings', async () => {
    const client = await payload()
    const id = await unit({ received_at: ago(40), images: photos(3) })
    await client.updateGlobal({
      slug: 'lead-settings',
      data: { aging: { limitDays: 30, photoMinimum: 2 } },
    })
    try {
      expect((await rowOf(id))?.flags).toEqual(['aged'])
    } finally {
      await client.updateGlobal({
        slug: 'lead-settings',
        data: { aging: { limitDays: 90, photoMinimum: 6 } },
      })
    }
    expect((await rowOf(id))?.flags).toEqual(['few_photos'])
  })

  it('keeps every price with its date and who changed it, shown as price changes', async () => {
    const item = await createItem({ model_name: 'Aging price history' })
    created.push(item.id)
    const put = (price: number) =>
      PUT(
        jsonRequest(`/api/inventory/${item.id}`, 'PUT', validBody({ price }), staff),
        routeParams({ id: String(item.id) }),
      )
    expect((await put(3500)).status).toBe(200)
    expect((await put(3500)).status).toBe(200)
    expect((await put(3250)).status).toBe(200)
    const { docs } = await (
      await payload()
    ).find({
      collection: 'price-changes',
      where: { unit: { equals: item.id } },
      sort: 'changed_at',
      depth: 0,
    })
    expect(docs.map((doc) => [doc.previous_price ?? null, doc.price])).toEqual([
      [null, 3895.5],
      [3895.5, 3500],
      [3500, 3250],
    ])
    expect(docs[1].changed_by).toBe(staffUser.id)
    const row = await rowOf(item.id, new Date())
    expect(row?.priceChanges).toBe(2)
    expect(row?.prices.map((change) => change.price)).toEqual([3895.5, 3500, 3250])
  })

  it('sums page views of the last 30 days and counts the leads about the unit', async () => {
    const client = await payload()
    const id = await unit({ received_at: ago(10) })
    await savePageViews(client, utcDay(now), new Map([[id, 4]]))
    await savePageViews(client, utcDay(now), new Map([[id, 2]]))
    await savePageViews(client, utcDay(new Date(ago(29))), new Map([[id, 5]]))
    await savePageViews(client, utcDay(new Date(ago(30))), new Map([[id, 100]]))
    // A unit deleted since its views were counted costs the batch nothing.
    await savePageViews(client, utcDay(now), new Map([[2_000_000_000, 1]]))
    await client.create({
      collection: 'quote-requests',
      data: {
        name: 'Aging Lead',
        email: 'aging@test.local',
        message: 'Still there?',
        unit: id,
        status: 'new',
      },
    })
    const row = await rowOf(id)
    expect(row?.views).toBe(11)
    expect(row?.leads).toBe(1)
  })
})

describe('POST /api/aging/{id}/review', () => {
  it('clears the aging flag for 30 days, recording who, when and the note', async () => {
    const id = await unit({ received_at: ago(100) })
    const answer = await postReview(id, { note: 'Dropping the price next week' })
    expect(answer.status).toBe(201)
    const saved = await answer.json()
    expect(saved.reviewed_by).toBe(staffUser.id)
    const later = (days: number) => new Date(Date.parse(saved.createdAt) + days * dayMs)
    const cleared = await rowOf(id, later(29))
    expect(cleared?.flags).not.toContain('aged')
    expect(cleared?.review).toMatchObject({ note: 'Dropping the price next week' })
    expect((await rowOf(id, later(31)))?.flags).toContain('aged')
  })

  it('takes the plain form and answers it with a redirect back to the view', async () => {
    const id = await unit({ received_at: ago(100) })
    const headers = new Headers(staff)
    headers.set('content-type', 'application/x-www-form-urlencoded')
    const body = new URLSearchParams({
      note: 'Moved to the front row',
      view: 'sort=price&dir=asc&x=1',
    })
    const answer = await review(
      new Request(appUrl(`/api/aging/${id}/review`), {
        method: 'POST',
        headers,
        body: body.toString(),
      }),
      routeParams({ id: String(id) }),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`/admin?sort=price&dir=asc&tab=aging#unit-${id}`)
  })

  it('refuses anonymous and editor calls, an empty note, and an unknown unit', async () => {
    const id = await unit({ received_at: ago(100) })
    const editor = await signedInHeaders('editor')
    expect((await postReview(id, { note: 'x' }, new Headers())).status).toBe(401)
    expect((await postReview(id, { note: 'x' }, editor)).status).toBe(403)
    const empty = await postReview(id, { note: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ error: expect.stringContaining('note') })
    expect((await postReview(id, { note: 'x'.repeat(501) })).status).toBe(400)
    expect((await postReview(1_999_999_999, { note: 'x' })).status).toBe(404)
    expect((await rowOf(id))?.flags).toContain('aged')
  })
})

describe('POST /cms/api/aging-reviews', () => {
  it('dates a review by the server clock, whatever createdAt the request sends', async () => {
    const id = await unit({ received_at: ago(100) })
    const before = Date.now()
    const answer = await cms('POST', 'aging-reviews', new Headers(staff), {
      unit: id,
      note: 'Dated in 2031',
      createdAt: '2031-01-01T00:00:00.000Z',
      updatedAt: '2031-01-01T00:00:00.000Z',
    })
    expect(answer.status).toBe(201)
    const { doc } = (await answer.json()) as { doc: { id: number; createdAt: string } }
    const stored = await (await payload()).findByID({ collection: 'aging-reviews', id: doc.id })
    expect(Date.parse(stored.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(stored.createdAt)).toBeLessThanOrEqual(Date.now() + 1000)
    expect((await rowOf(id, new Date(Date.now() + 31 * dayMs)))?.flags).toContain('aged')
  })
})

describe('GET /api/aging/export.csv', () => {
  it('gives staff the view as CSV through the one CSV writer, and nobody else', async () => {
    const id = await unit({ received_at: ago(95), model_name: '=Aging CSV unit' })
    const answer = await exportCsv(
      new Request(appUrl('/api/aging/export.csv?sort=name'), { headers: staff }),
      {},
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const text = Buffer.from(await answer.arrayBuffer()).toString('utf8')
    expect(text.startsWith('\uFEFFUnit,Category,Status,Stock number,Days in stock')).toBe(true)
    expect(text).toContain("'=Aging CSV unit")
    expect(id).toBeGreaterThan(0)
    expect((await exportCsv(new Request(appUrl('/api/aging/export.csv')), {})).status).toBe(401)
  })
})
