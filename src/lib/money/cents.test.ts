import { describe, expect, it } from 'vitest'

import { formatCents, percentOf, toCents } from '@/lib/money/cents'

describe('cents', () => {
  it('reads stored dollars exactly, where floating point would not', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toCents(1.005)).toBe(101)
    expect(toCents(13_995.99)).toBe(1_399_599)
    expect(toCents(Number.NaN)).toBe(0)
  })

  it('takes a share to the nearest cent, half a cent up', () => {
    expect(percentOf(1_449_599, 6)).toBe(86_976)
    expect(percentOf(25, 10)).toBe(3)
  })

  it('formats whole dollars without cents', () => {
    expect([formatCents(1_399_500), formatCents(10_136)]).toEqual(['$13,995', '$101.36'])
  })
})
