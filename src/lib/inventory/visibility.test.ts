import { describe, expect, it } from 'vitest'

import { noFilter, visibleInventory } from '@/lib/inventory/filters'
import { normalizeCategory } from '@/lib/inventory/visibility'

const item = (over: Partial<Parameters<typeof visibleInventory>[0][number]> = {}) => ({
  model_name: 'VAB-2025 Aluminum Bunk',
  description: 'Single axle trailer for bowriders',
  category_name: 'Aluminum Bunk Trailers',
  is_available: true,
  stock_quantity: 2,
  status: 'available' as const,
  boat_length: "16'-18'",
  capacity_pounds: 2025,
  price: 3895,
  axle_configuration: 'Single' as const,
  material: 'Aluminum' as const,
  ...over,
})
const all = noFilter

describe('visibleInventory', () => {
  it('shows only available units with stock above zero', () => {
    const items = [item(), item({ is_available: false }), item({ stock_quantity: 0 })]
    expect(visibleInventory(items, all)).toEqual([items[0]])
  })

  it('lists units on order without stock and held units with stock; sold units never', () => {
    const items = [
      item({ status: 'on_order', stock_quantity: 0 }),
      item({ status: 'pending_sale' }),
      item({ status: 'pending_sale', stock_quantity: 0 }),
      item({ status: 'sold' }),
      item({ status: 'on_order', is_available: false }),
    ]
    expect(visibleInventory(items, all)).toEqual(items.slice(0, 2))
  })

  it("holds units without a status, which the spec's contract lacks, to its rule", () => {
    // What a reload from GET /api/inventory gets through a client or cache that keeps only the
    // spec's fields: the same units as with their status.
    const withStatus = [item(), item({ stock_quantity: 0 }), item({ is_available: false })]
    const specOnly = JSON.parse(
      JSON.stringify(withStatus.map(({ status: _status, ...rest }) => rest)),
    ) as Omit<ReturnType<typeof item>, 'status'>[]
    expect(visibleInventory(specOnly, all)).toEqual([specOnly[0]])
  })

  it('searches model name and description without regard to case', () => {
    const items = [item(), item({ model_name: 'VP-18-20', description: 'Pontoon' })]
    expect(visibleInventory(items, { ...all, q: 'vab' })).toEqual([items[0]])
    expect(visibleInventory(items, { ...all, q: '  BOWRIDERS ' })).toEqual([items[0]])
    expect(visibleInventory(items, { ...all, q: 'pontoon' })).toEqual([items[1]])
  })

  it('matches a category option as a substring of the category name, any case', () => {
    const items = [
      item(),
      item({ category_name: 'Commander Aluminum Trailers' }),
      item({ category_name: 'Galvanized Roller Trailers' }),
    ]
    expect(visibleInventory(items, { ...all, category: 'Aluminum' })).toEqual(items.slice(0, 2))
    expect(visibleInventory(items, { ...all, category: 'roller' })).toEqual([items[2]])
    expect(visibleInventory(items, { ...all, category: 'Commander' })).toEqual([items[1]])
  })

  it('copes with a missing category name', () => {
    const items = [item({ category_name: '' })]
    expect(visibleInventory(items, all)).toEqual(items)
    expect(visibleInventory(items, { ...all, category: 'Bunk' })).toEqual([])
  })
})

describe('normalizeCategory', () => {
  it('maps a value of any case to its option and anything unknown to all', () => {
    expect(normalizeCategory('pwc')).toBe('PWC')
    expect(normalizeCategory('Tritoon')).toBe('Tritoon')
    expect(normalizeCategory('Hovercraft')).toBe('')
    expect(normalizeCategory(null)).toBe('')
  })
})
