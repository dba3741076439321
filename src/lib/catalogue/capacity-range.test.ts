import { describe, expect, it } from 'vitest'

import { capacityRange } from '@/lib/catalogue/capacity-range'

describe('capacityRange', () => {
  it('gives the lowest and highest capacity with thousands separators', () => {
    expect(capacityRange([{ capacity: 3525 }, { capacity: 1025 }, { capacity: 2625 }])).toBe(
      '1,025 to 3,525 lbs',
    )
  })

  it('gives one figure when every model has the same capacity', () => {
    expect(capacityRange([{ capacity: 6500 }, { capacity: 6500 }])).toBe('6,500 lbs')
    expect(capacityRange([{ capacity: 15025 }])).toBe('15,025 lbs')
  })

  it('gives an empty string for no models', () => {
    expect(capacityRange([])).toBe('')
  })
})
