import { describe, expect, it } from 'vitest'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { unmatchedListed, unmatchedSearches } from '@/lib/reports/demand'

const unit = (price: number, capacity: number, status: InventoryApiItem['status'] = 'available') =>
  ({
    id: price,
    is_available: true,
    stock_quantity: 1,
    status,
    price,
    capacity_pounds: capacity,
  }) as InventoryApiItem

const search = (watchKey: string, count: number) => ({
  kind: 'search' as const,
  summary: watchKey,
  watchKey,
  unit: null,
  count,
})

describe('saved searches nothing in stock matches', () => {
  it('leaves out what a unit for sale matches, counting no unit on order, and price watches', () => {
    const rows = unmatchedSearches(
      [
        search('price_max=1000', 5),
        search('price_max=500', 2),
        search('capacity_min=4000', 1),
        { kind: 'price', summary: 'Price of a unit', watchKey: null, unit: 7, count: 9 },
      ],
      [unit(900, 1000), unit(2500, 5000, 'on_order'), unit(2600, 6000, 'sold')],
    )
    expect(rows.map((row) => [row.what, row.shoppers])).toEqual([
      ['price_max=500', 2],
      ['capacity_min=4000', 1],
    ])
  })

  it('lists the most wanted ones only', () => {
    const many = Array.from({ length: unmatchedListed + 5 }, (_, index) =>
      search(`price_max=${index + 1}`, index + 1),
    )
    const rows = unmatchedSearches(many, [unit(900, 1000)])
    expect(rows).toHaveLength(unmatchedListed)
    expect(rows[0]!.shoppers).toBe(unmatchedListed + 5)
  })
})
