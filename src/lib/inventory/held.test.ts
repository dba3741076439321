import { describe, expect, it } from 'vitest'

import { activeHoldUntil } from '@/lib/inventory/held'

describe('activeHoldUntil', () => {
  const until = '2026-12-08T04:59:59.999Z'
  const before = new Date('2026-12-08T04:59:59.998Z')

  it('answers the end of a hold on an available unit until that moment', () => {
    expect(activeHoldUntil({ status: 'available', on_hold_until: until }, before)).toBe(until)
    expect(activeHoldUntil({ status: 'available', on_hold_until: until }, new Date(until))).toBe(
      null,
    )
  })

  it('answers null for a unit with no hold, and for one staff moved on from available', () => {
    expect(activeHoldUntil({ status: 'available', on_hold_until: null }, before)).toBeNull()
    for (const status of ['on_order', 'pending_sale', 'sold'] as const) {
      expect(activeHoldUntil({ status, on_hold_until: until }, before)).toBeNull()
    }
  })
})
