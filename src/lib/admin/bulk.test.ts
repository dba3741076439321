import { describe, expect, it } from 'vitest'

import { bulkReport, changedPrice, parsePriceChange } from '@/lib/admin/bulk'

describe('changedPrice', () => {
  it('moves a price by dollars or a percent, to the cent', () => {
    expect(changedPrice(4999, { kind: 'amount', value: -500 })).toBe(4499)
    expect(changedPrice(4999, { kind: 'percent', value: -10 })).toBe(4499.1)
    expect(changedPrice(1234.56, { kind: 'percent', value: 3.3 })).toBe(1275.3)
  })
  it('keeps the price within 0 and the form clamp', () => {
    expect(changedPrice(100, { kind: 'amount', value: -500 })).toBe(0)
    expect(changedPrice(9_999_000, { kind: 'percent', value: 50 })).toBe(9_999_999.99)
  })
})

describe('parsePriceChange', () => {
  it('takes a non-zero amount or a percent from -100 to 1000', () => {
    expect(parsePriceChange('amount', ' -250 ')).toEqual({ kind: 'amount', value: -250 })
    expect(parsePriceChange('percent', '5')).toEqual({ kind: 'percent', value: 5 })
    expect(parsePriceChange('percent', '-150')).toBe('A percent from -100 to 1000')
    expect(parsePriceChange('amount', 'abc')).toBe('Type a non-zero number, e.g. -500 or 5')
    expect(parsePriceChange('amount', '0')).toBe('Type a non-zero number, e.g. -500 or 5')
  })
})

it('says how many it changed and which it could not', () => {
  expect(bulkReport('Marked pending:', 3, [])).toEqual({
    done: 'Marked pending: 3 units.',
    failed: [],
  })
  const failed = [{ name: 'VAB-1', reason: 'changed by someone else' }]
  expect(bulkReport('Marked sold:', 1, failed)).toEqual({
    done: 'Marked sold: 1 unit. 1 unit not changed:',
    failed,
  })
})
