import { describe, expect, it } from 'vitest'

import { formatNumber, formatPrice } from '@/lib/inventory/format'

describe('formatPrice', () => {
  it("prefixes '$' and separates thousands, with cents only when there are some", () => {
    expect(formatPrice(3895)).toBe('$3,895')
    expect(formatPrice(3999.9)).toBe('$3,999.90')
    expect(formatPrice(9999999.99)).toBe('$9,999,999.99')
    expect(formatPrice(0)).toBe('$0')
  })

  it('shows $0 for a value that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('$0')
  })
})

describe('formatNumber', () => {
  it('separates thousands and keeps up to two decimals', () => {
    expect(formatNumber(2147483647)).toBe('2,147,483,647')
    expect(formatNumber(19.5)).toBe('19.5')
  })
})
