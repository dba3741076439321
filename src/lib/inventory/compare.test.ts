import { describe, expect, it } from 'vitest'

import { compareRows, comparePath, parseCompareIds } from '@/lib/inventory/compare'
import type { InventoryApiItem } from '@/lib/inventory/contract'
import { sampleApiItem } from '@/lib/inventory/sample'

const unit = (over: Partial<InventoryApiItem>) => sampleApiItem({ specifications: {}, ...over })

describe('parseCompareIds', () => {
  it('keeps the first four distinct ids in order and ignores anything else', () => {
    expect(parseCompareIds('12,7,x,12,31,5,9')).toEqual([12, 7, 31, 5])
    expect(parseCompareIds(undefined)).toEqual([])
    expect(comparePath([12, 7])).toBe('/inventory/compare?ids=12,7')
  })
})

describe('compareRows', () => {
  it('marks the rows whose values differ, and shows a dash where a unit lacks a specification', () => {
    const rows = compareRows([
      unit({ price: 3895, specifications: { tire_size: 'ST175/80R13' } }),
      unit({ price: 4295, axle_configuration: 'Tandem' }),
    ])
    const row = (label: string) => rows.find((r) => r.label === label)
    expect(row('Price')).toEqual({ label: 'Price', values: ['$3,895', '$4,295'], differs: true })
    expect(row('Material')?.differs).toBe(false)
    expect(row('Axle')?.differs).toBe(true)
    expect(row('Tire Size')).toEqual({
      label: 'Tire Size',
      values: ['ST175/80R13', '—'],
      differs: true,
    })
  })
})
