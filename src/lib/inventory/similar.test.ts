import { describe, expect, it } from 'vitest'

import { similarUnits } from '@/lib/inventory/similar'

const unit = (id: number, over: object = {}) => ({
  id,
  category_id: 6,
  capacity_pounds: 2000,
  is_available: true,
  stock_quantity: 1,
  status: 'available' as const,
  ...over,
})

describe('similarUnits', () => {
  const sold = unit(1, { status: 'sold' as const, capacity_pounds: 2500 })

  it('offers up to three units of the same category, nearest capacity first', () => {
    // 2 and 6 are equally far (1,500 lbs): the newer (earlier in the list) wins.
    const candidates = [
      sold,
      unit(2, { capacity_pounds: 4000 }),
      unit(3, { capacity_pounds: 2600 }),
      unit(4, { capacity_pounds: 2300 }),
      unit(5, { capacity_pounds: 2500, category_id: 7 }),
      unit(6, { capacity_pounds: 1000 }),
    ]
    expect(similarUnits(sold, candidates).map((u) => u.id)).toEqual([3, 4, 2])
  })
  it('leaves out units not for sale: sold, held, hidden, sold out', () => {
    const candidates = [
      unit(2, { status: 'sold' as const }),
      unit(3, { status: 'pending_sale' as const }),
      unit(4, { is_available: false }),
      unit(5, { stock_quantity: 0 }),
      unit(6, { status: 'on_order' as const, stock_quantity: 0 }),
    ]
    expect(similarUnits(sold, candidates).map((u) => u.id)).toEqual([6])
  })
  it('keeps the list order (newest first) between equally near units', () => {
    const candidates = [unit(9, { capacity_pounds: 2400 }), unit(8, { capacity_pounds: 2600 })]
    expect(similarUnits(sold, candidates).map((u) => u.id)).toEqual([9, 8])
  })
})
