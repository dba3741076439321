import { describe, expect, it } from 'vitest'

import { formatCents, fractionOf, percentOf, roundedFraction, toCents } from '@/lib/money/cents'

describe('cents', () => {
  it('reads stored dollars exactly, where floating point would not', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toCents(1.005)).toBe(101)
    expect(toCents(13_995.99)).toBe(1_399_599)
    expect(toCents(Number.NaN)).toBe(0)
  })

  it('reads a number as the decimal it was written as, however small or large', () => {
    expect(fractionOf(13_995.99)).toEqual([1_399_599n, 100n])
    expect(fractionOf(0.1)).toEqual([1n, 10n])
    expect(fractionOf(1e-7)).toEqual([1n, 10_000_000n])
    expect(fractionOf(2.5e21)).toEqual([2_500_000_000_000_000_000_000n, 1n])
    expect(fractionOf(-7.25)).toEqual([-725n, 100n])
    expect(fractionOf(0)).toEqual([0n, 1n])
  })

  it('rounds a fraction to the nearest whole number, halves away from zero', () => {
    expect([roundedFraction([5n, 2n]), roundedFraction([-5n, 2n])]).toEqual([3, -3])
    expect([roundedFraction([4_999n, 2_000n]), roundedFraction([7n, 3n])]).toEqual([2, 2])
  })

  it('takes a share to the nearest cent, half a cent up', () => {
    expect(percentOf(1_449_599, 6)).toBe(86_976)
    expect(percentOf(25, 10)).toBe(3)
    // 0.35% of $110.00 is 38.5 cents: 39, where 11000 * 0.35 / 100 is 38.49999999999999.
    expect(percentOf(11_000, 0.35)).toBe(39)
  })

  it('formats whole dollars without cents', () => {
    expect([formatCents(1_399_500), formatCents(10_136)]).toEqual(['$13,995', '$101.36'])
  })
})
