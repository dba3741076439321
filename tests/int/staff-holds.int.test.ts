import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getSticker } from '@/app/api/inventory/[id]/sticker.pdf/route'
import { GET as getHolds } from '@/app/api/inventory/holds/route'
import { applyAgingView, agingViewFrom } from '@/lib/aging/view'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { holdBadge, holdEndsAt } from '@/lib/reservations/hold'
import { agingRows } from '@/server/inventory/aging'

import { appUrl } from './helpers/app-url'
import {
  createItem,
  ensureTestCategories,
  getItem,
  listItems,
  staff,
} from './helpers/inventory-fixtures'
import { payload, routeParams, signedInHeaders } from './helpers/requests'
import { readPdf } from '../support/pdf-tools'

/*
 * What staff see of a unit a deposit holds (issue 53 item 5): the shopper's name beside the hold
 * in the Inventory tab, through a staff-only route and never in the public JSON; the hold counted
 * apart in the Aging view; the hold on the window sticker.
 */

const run = randomUUID().slice(0, 8)
const shopper = `Holly Holder ${run}`
const email = `holder-${randomUUID()}@test.local`
const heldUntil = holdEndsAt(new Date(), 7).toISOString()

let held: InventoryApiItem
let free: InventoryApiItem
let lead: number
let reservation: number

const holds = (headers?: Headers) =>
  getHolds(new Request(appUrl('/api/inventory/holds'), { headers }), {})

beforeAll(async () => {
  await ensureTestCategories()
  const client = await payload()
  // Long in stock, so it would be flagged aged if a hold did not count it apart.
  const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString()
  held = await createItem({ model_name: `Held unit ${run}` })
  free = await createItem({ model_name: `Free unit ${run}` })
  for (const id of [held.id, free.id]) {
    await client.update({
      collection: 'inventory-items',
      id,
      data: { received_at: longAgo },
      overrideAccess: true,
    })
  }
  lead = (
    await client.create({
      collection: 'quote-requests',
      data: { name: shopper, email, message: 'Reserved online', unit: held.id, status: 'new' },
    })
  ).id
  reservation = (
    await client.create({
      collection: 'reservations',
      overrideAccess: true,
      data: {
        unit: held.id,
        state: 'held',
        amountCents: 25_000,
        holdDays: 7,
        heldUntil,
        name: shopper,
        email,
        terms: 'Refundable.',
        acceptedAt: new Date().toISOString(),
        returnKey: randomUUID(),
        provider: 'console',
        lead,
      },
    })
  ).id
  await client.update({
    collection: 'inventory-items',
    id: held.id,
    data: { held_until: heldUntil, held_by: reservation },
    overrideAccess: true,
  })
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'reservations', id: reservation, overrideAccess: true })
  await client.delete({ collection: 'quote-requests', id: lead, overrideAccess: true })
  await client.delete({
    collection: 'inventory-items',
    where: { id: { in: [held.id, free.id] } },
    overrideAccess: true,
  })
})

describe('GET /api/inventory/holds', () => {
  it("gives staff the shopper's name and lead for each held unit, uncached", async () => {
    const response = await holds(await staff())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { unit: number }[]
    expect(body.find((holder) => holder.unit === held.id)).toEqual({
      unit: held.id,
      name: shopper,
      lead,
    })
    expect(body.find((holder) => holder.unit === free.id)).toBeUndefined()
  })

  it('refuses anonymous callers with a 401 and editors with a 403', async () => {
    expect((await holds()).status).toBe(401)
    expect((await holds(await signedInHeaders('editor'))).status).toBe(403)
  })

  it("keeps the shopper's name out of the public list and the unit's JSON", async () => {
    const listed = (await listItems()).find((item) => item.id === held.id)
    expect(listed?.on_hold_until).toBe(heldUntil)
    expect(JSON.stringify(listed)).not.toContain(shopper)
    const one = await (await getItem(held.id)).text()
    expect(one).not.toContain(shopper)
    expect(one).not.toContain('held_by')
  })
})

describe('the Aging view', () => {
  it('counts a held unit apart: under On hold, not for sale, never aged', async () => {
    const rows = await agingRows(await payload())
    const row = (id: number) => rows.find((candidate) => candidate.id === id)
    expect(row(held.id)).toMatchObject({ heldUntil, flags: expect.not.arrayContaining(['aged']) })
    expect(row(free.id)).toMatchObject({ heldUntil: null, flags: expect.arrayContaining(['aged']) })
    const view = (query: string) => applyAgingView(rows, agingViewFrom(new URLSearchParams(query)))
    const onHold = view('status=on_hold')
    expect(onHold.rows.map((candidate) => candidate.id)).toContain(held.id)
    expect(onHold.rows.map((candidate) => candidate.id)).not.toContain(free.id)
    expect(view('status=available').rows.map((candidate) => candidate.id)).not.toContain(held.id)
    expect(onHold.held.units).toBe(onHold.rows.length)
  })
})

describe('the window sticker', () => {
  it('says until when the unit is on hold, above the price', async () => {
    const stickerOf = async (id: number) => {
      const response = await getSticker(
        new Request(appUrl(`/api/inventory/${id}/sticker.pdf`), { headers: await staff() }),
        routeParams({ id: String(id) }),
      )
      expect(response.status).toBe(200)
      const pdf = await readPdf(await response.arrayBuffer())
      try {
        expect(pdf.pages).toBe(1)
        return (await pdf.text()).replace(/\s+/g, ' ')
      } finally {
        await pdf.dispose()
      }
    }
    const text = await stickerOf(held.id)
    expect(text).toContain(holdBadge(heldUntil))
    expect(text.indexOf(holdBadge(heldUntil))).toBeLessThan(text.indexOf('$'))
    expect(text).not.toContain(shopper)
    expect(await stickerOf(free.id)).not.toContain('On hold')
  })
})
