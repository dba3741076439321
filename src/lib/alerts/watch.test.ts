import { describe, expect, it } from 'vitest'

import { alertableUnits, describeWatch, watchFrom, watchQuery } from '@/lib/alerts/watch'
import type { InventoryApiItem } from '@/lib/inventory/contract'

describe('a search alert in words', () => {
  it('says what the issue example watches', () => {
    const watch = watchFrom('material=aluminum&boat_length=20&price_max=6000')
    expect(describeWatch(watch)).toBe('Aluminum trailers for a 20 ft boat, up to $6,000')
  })

  it('names axle, category and capacity, and quotes search words only on the site', () => {
    const watch = watchFrom('axle=tandem&category=pontoon&capacity_min=3500&q=Sea+Ray')
    expect(describeWatch(watch)).toBe(
      'Tandem-axle pontoon trailers, at least 3,500 lb capacity, matching “Sea Ray”',
    )
    expect(describeWatch(watch, { searchWords: false })).not.toContain('Sea Ray')
  })

  it('describes the bare list as every trailer', () => {
    expect(describeWatch(watchFrom(''))).toBe('Trailers')
  })
})

describe('the key of a watch', () => {
  it('ignores order and paging, and unknown or malformed parameters', () => {
    expect(watchQuery(watchFrom('sort=price_asc&show=48&price_max=6000&axle=quad'))).toBe(
      'price_max=6000',
    )
  })
})

describe('units an alert tells about', () => {
  const unit = (overrides: Partial<InventoryApiItem>) =>
    ({
      id: 1,
      is_available: true,
      stock_quantity: 1,
      status: 'available',
      ...overrides,
    }) as InventoryApiItem

  it('are listed or on order, never sold, sale pending or hidden', () => {
    expect(alertableUnits([unit({})])).toHaveLength(1)
    expect(alertableUnits([unit({ status: 'on_order', stock_quantity: 0 })])).toHaveLength(1)
    expect(alertableUnits([unit({ status: 'sold' })])).toHaveLength(0)
    expect(alertableUnits([unit({ status: 'pending_sale' })])).toHaveLength(0)
    expect(alertableUnits([unit({ is_available: false })])).toHaveLength(0)
  })
})
