import { describe, expect, it } from 'vitest'

import {
  ariaSortOf,
  filterInventory,
  holdLine,
  inventoryStatusChoices,
  itemsFoundLabel,
  nextSort,
  sortChoiceOf,
  sortFromChoice,
  sortInventory,
} from '@/lib/admin/inventory-view'
import type { InventoryApiItem } from '@/lib/inventory/contract'

const item = (id: number, model_name: string, description: string, category_id: number) =>
  ({ id, model_name, description, category_id }) as InventoryApiItem

const items = [
  item(1, 'VAB-2025 Aluminum Bunk', 'For fishing boats', 10),
  item(2, 'VP-20 Pontoon', 'Carries a PONTOON boat', 3),
]

describe('filterInventory', () => {
  it('matches model name or description, ignoring case', () => {
    expect(filterInventory(items, 'bunk', '').map((i) => i.id)).toEqual([1])
    expect(filterInventory(items, 'fishing', '').map((i) => i.id)).toEqual([1])
    expect(filterInventory(items, 'pontoon', '').map((i) => i.id)).toEqual([2])
  })
  it('filters by category id', () => {
    expect(filterInventory(items, '', '3').map((i) => i.id)).toEqual([2])
    expect(filterInventory(items, '', '').length).toBe(2)
  })
})

describe('held units (issue 53)', () => {
  const now = new Date('2026-11-30T15:00:00.000Z')
  // The end of Monday, December 7 in Edgewater (EST), as the hold stores it.
  const until = '2026-12-08T04:59:59.999Z'
  const lot = [
    { ...item(1, 'Held', '', 1), status: 'available', on_hold_until: until },
    { ...item(2, 'Free', '', 1), status: 'available', on_hold_until: null },
    { ...item(3, 'Ended', '', 1), status: 'available', on_hold_until: '2026-11-29T04:59:59.999Z' },
    { ...item(4, 'Pending', '', 1), status: 'pending_sale', on_hold_until: until },
  ] as InventoryApiItem[]

  it("has an 'On hold' status filter listing the units a hold is on, which stay available", () => {
    expect(inventoryStatusChoices.map((choice) => choice.label)).toEqual([
      'Available',
      'On hold',
      'On order',
      'Sale pending',
      'Sold',
    ])
    expect(filterInventory(lot, '', '', 'on_hold', now).map((i) => i.id)).toEqual([1])
    expect(filterInventory(lot, '', '', 'available', now).map((i) => i.id)).toEqual([1, 2, 3])
  })

  it("reads the hold's last day and the shopper's name, or the day alone without a name", () => {
    const holder = { unit: 1, name: 'Jane Doe', lead: 7 }
    expect(holdLine(lot[0], holder, now)).toBe('On hold until Monday, December 7 · Jane Doe')
    expect(holdLine(lot[0], undefined, now)).toBe('On hold until Monday, December 7')
    for (const other of lot.slice(1)) expect(holdLine(other, holder, now)).toBeNull()
  })
})

it('counts the items found', () => {
  expect(itemsFoundLabel(3)).toBe('3 item(s) found')
})

describe('sortInventory', () => {
  const priced = [
    { ...item(1, 'b', '', 1), price: 300, stock_quantity: 1 },
    { ...item(2, 'A', '', 1), price: 100, stock_quantity: 1 },
    { ...item(3, 'c', '', 1), price: 100, stock_quantity: 0 },
  ]
  it('sorts by name ignoring case, and by price with ties in unit order', () => {
    expect(sortInventory(priced, { key: 'name', dir: 'asc' }).map((i) => i.id)).toEqual([2, 1, 3])
    expect(sortInventory(priced, { key: 'price', dir: 'asc' }).map((i) => i.id)).toEqual([2, 3, 1])
    expect(sortInventory(priced, { key: 'price', dir: 'desc' }).map((i) => i.id)).toEqual([1, 2, 3])
  })
  it('keeps the server order without a sort, and a header click turns the order round', () => {
    expect(sortInventory(priced, null).map((i) => i.id)).toEqual([1, 2, 3])
    const first = nextSort(null, 'stock')
    expect(first).toEqual({ key: 'stock', dir: 'asc' })
    expect(nextSort(first, 'stock')).toEqual({ key: 'stock', dir: 'desc' })
    expect(ariaSortOf(first, 'stock')).toBe('ascending')
    expect(ariaSortOf(first, 'price')).toBe('none')
  })
  it('sorts by days in stock with units on order last either way, and by lifecycle status', () => {
    const lot = [
      { ...item(1, 'a', '', 1), status: 'available', in_stock_since: '2026-09-01T00:00:00Z' },
      { ...item(2, 'b', '', 1), status: 'on_order', in_stock_since: null },
      { ...item(3, 'c', '', 1), status: 'sold', in_stock_since: '2026-11-01T00:00:00Z' },
      { ...item(4, 'd', '', 1), status: 'pending_sale', in_stock_since: '2026-06-01T00:00:00Z' },
    ] as InventoryApiItem[]
    const ids = (sort: Parameters<typeof sortInventory>[1]) =>
      sortInventory(lot, sort).map((i) => i.id)
    expect(ids({ key: 'days', dir: 'desc' })).toEqual([4, 1, 3, 2])
    expect(ids({ key: 'days', dir: 'asc' })).toEqual([3, 1, 4, 2])
    expect(ids({ key: 'status', dir: 'asc' })).toEqual([1, 2, 4, 3])
  })
  it('reads the Sort menu back as the sort the headers show', () => {
    expect(sortFromChoice('days:desc')).toEqual({ key: 'days', dir: 'desc' })
    expect(sortChoiceOf(sortFromChoice('price:asc'))).toBe('price:asc')
    expect(sortFromChoice('')).toBeNull()
    expect(sortFromChoice('colour:asc')).toBeNull()
  })
})
