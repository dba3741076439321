import { describe, expect, it } from 'vitest'

import { agingRow, holdTotals, type AgingInput } from '@/lib/aging/report'
import { agingCsv } from '@/lib/aging/export'
import { parseCsv } from '@/lib/csv/parse'
import { dayMs } from '@/lib/durations'
import {
  agingPage,
  agingPageSize,
  agingQuery,
  agingViewFrom,
  applyAgingView,
} from '@/lib/aging/view'

const now = new Date('2026-11-26T12:00:00.000Z')
const settings = { limitDays: 90, photoMinimum: 6 }

const input = (over: Partial<AgingInput>): AgingInput => ({
  id: 1,
  name: 'Unit',
  path: '/inventory/1-unit',
  category: { id: 901, name: 'Bunk' },
  status: 'available',
  receivedAt: new Date(now.getTime() - 10 * dayMs).toISOString(),
  createdAt: now.toISOString(),
  price: 4000,
  photos: 6,
  vin: 'VIN',
  stockNumber: 'S1',
  description: 'Fine',
  heldUntil: null,
  prices: [],
  views: 0,
  leads: 0,
  review: null,
  ...over,
})

const rows = [
  agingRow(input({ id: 1, name: 'b', price: 5000, views: 3 }), settings, now),
  agingRow(
    input({ id: 2, name: 'a', price: 3000, receivedAt: null, createdAt: '2026-01-01T00:00:00Z' }),
    settings,
    now,
  ),
  agingRow(
    input({ id: 3, name: 'c', status: 'on_order', category: null, photos: 0 }),
    settings,
    now,
  ),
]

describe('the Aging view', () => {
  it('sorts by any column, either way, with units on order (no days) last', () => {
    const order = (query: string) =>
      applyAgingView(rows, agingViewFrom(new URLSearchParams(query))).rows.map((row) => row.id)
    expect(order('')).toEqual([2, 1, 3])
    expect(order('sort=days&dir=asc')).toEqual([1, 2, 3])
    expect(order('sort=price&dir=asc')).toEqual([2, 3, 1])
    expect(order('sort=name&dir=asc')).toEqual([2, 1, 3])
    expect(order('sort=views')).toEqual([1, 2, 3])
  })

  it('filters by category, status and flag, counting flags among what the filters select', () => {
    const only = (query: string) => applyAgingView(rows, agingViewFrom(new URLSearchParams(query)))
    expect(only('category=901').rows.map((row) => row.id)).toEqual([2, 1])
    expect(only('status=on_order').rows.map((row) => row.id)).toEqual([3])
    const aged = only('flag=aged')
    expect(aged.rows.map((row) => row.id)).toEqual([2])
    expect(aged.counts).toMatchObject({ aged: 1, few_photos: 1 })
  })

  it('falls back to the default for what it does not know, and writes back only known values', () => {
    const view = agingViewFrom(new URLSearchParams('sort=evil&dir=up&status=sold&category=-1&x=1'))
    expect(view).toEqual({ sort: 'days', dir: 'desc', page: 1 })
    expect(agingQuery(view).toString()).toBe('')
    expect(agingQuery(view, { sort: 'price', dir: 'asc' }).toString()).toBe('sort=price&dir=asc')
  })

  it('pages 50 at a time, the page in the address, a new sort or filter starting at page 1', () => {
    const view = agingViewFrom(new URLSearchParams('sort=price&page=3'))
    expect(agingQuery(view).toString()).toBe('sort=price&page=3')
    expect(agingQuery(view, { page: 4 }).toString()).toBe('sort=price&page=4')
    expect(agingQuery(view, { sort: 'name' }).toString()).toBe('sort=name')
    expect(agingViewFrom(new URLSearchParams('page=0')).page).toBe(1)
    const many = Array.from({ length: 120 }, (_, index) => index)
    expect(agingPage(many, 3)).toEqual({ rows: many.slice(100), page: 3, pages: 3 })
    expect(agingPage(many, 9).page).toBe(3)
    expect(agingPage(many, 1).rows).toHaveLength(agingPageSize)
    expect(agingPage([], 1)).toEqual({ rows: [], page: 1, pages: 1 })
  })
})

describe('held units in the Aging view (issue 53)', () => {
  const old = new Date(now.getTime() - 120 * dayMs).toISOString()
  const until = new Date(now.getTime() + 3 * dayMs).toISOString()
  const held = [
    agingRow(input({ id: 1, receivedAt: old, heldUntil: until, price: 4000 }), settings, now),
    agingRow(input({ id: 2, receivedAt: old, heldUntil: until, price: 5500.5 }), settings, now),
    agingRow(input({ id: 3, receivedAt: old }), settings, now),
    // Ended: the job that clears it has not run yet.
    agingRow(input({ id: 4, heldUntil: new Date(now.getTime() - 1).toISOString() }), settings, now),
  ]
  const view = (query: string) => applyAgingView(held, agingViewFrom(new URLSearchParams(query)))

  it('counts held units and their price apart, and never flags one as aged', () => {
    expect(held.map((row) => row.heldUntil)).toEqual([until, until, null, null])
    expect(held.map((row) => row.flags)).toEqual([[], [], ['aged'], []])
    expect(holdTotals(held)).toEqual({ units: 2, value: 9500.5 })
    expect(view('').held).toEqual({ units: 2, value: 9500.5 })
    expect(view('').counts.aged).toBe(1)
  })

  it("lists held units under 'On hold', apart from the units for sale", () => {
    expect(view('status=on_hold').rows.map((row) => row.id)).toEqual([1, 2])
    expect(view('status=available').rows.map((row) => row.id)).toEqual([3, 4])
    expect(view('status=available').held).toEqual({ units: 0, value: 0 })
    expect(agingQuery(agingViewFrom(new URLSearchParams('status=on_hold'))).toString()).toBe(
      'status=on_hold',
    )
  })

  it("exports a held unit's status and the hold's end", () => {
    const [header, first] = parseCsv(agingCsv(held.slice(0, 1)))
    const cells = Object.fromEntries(header.map((name, at) => [name, first[at]]))
    expect(cells).toMatchObject({ Status: 'On hold', 'On hold until': until })
  })
})

describe('aging flags', () => {
  it('clears the aging flag while a review is under 30 days old', () => {
    const old = { receivedAt: new Date(now.getTime() - 100 * dayMs).toISOString() }
    const reviewedAt = (days: number) => ({
      note: 'n',
      by: 'Sam',
      at: new Date(now.getTime() - days * dayMs).toISOString(),
    })
    expect(agingRow(input({ ...old, review: reviewedAt(29) }), settings, now).flags).toEqual([])
    expect(agingRow(input({ ...old, review: reviewedAt(30) }), settings, now).flags).toEqual([
      'aged',
    ])
    expect(
      agingRow(
        input({ receivedAt: new Date(now.getTime() - 90 * dayMs).toISOString() }),
        settings,
        now,
      ).flags,
    ).toEqual([])
  })
})
