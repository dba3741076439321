import { describe, expect, it } from 'vitest'

import {
  defaultReservationTerms,
  depositCents,
  depositRules,
  holdBadge,
  holdEndsAt,
  isHeld,
  mayBeHeld,
} from '@/lib/reservations/hold'

const settings = {
  reservationsOffered: true,
  depositKind: 'fixed' as const,
  depositAmount: 250,
  depositPercent: 5,
  holdDays: 7,
  reservationTerms: defaultReservationTerms,
}

describe('depositRules', () => {
  it('offers nothing without a saved form, when switched off, or without a deposit or terms', () => {
    expect(depositRules(null)).toBeNull()
    expect(depositRules({ ...settings, reservationsOffered: false })).toBeNull()
    expect(depositRules({ ...settings, depositAmount: 0 })).toBeNull()
    expect(depositRules({ ...settings, reservationTerms: '  ' })).toBeNull()
    expect(depositRules({ ...settings, holdDays: 0 })).toBeNull()
  })
})

describe('depositCents', () => {
  const fixed = depositRules(settings)!
  const percent = depositRules({ ...settings, depositKind: 'percent', depositPercent: 5 })!

  it('takes the fixed amount, or the share of the price to the cent', () => {
    expect(depositCents(1_399_500, fixed)).toBe(25_000)
    expect(depositCents(1_399_599, percent)).toBe(69_980)
  })

  it('never takes more than the price, nor less than the provider accepts', () => {
    expect(depositCents(19_900, fixed)).toBe(19_900)
    expect(depositCents(900, percent)).toBeNull()
  })
})

describe('holdEndsAt', () => {
  it("ends as the hold's last day ends in Edgewater, whatever the hour it was paid", () => {
    // Monday 30 November 2026, 3 pm in Edgewater (EST, UTC-5).
    const ends = holdEndsAt(new Date('2026-11-30T20:00:00Z'), 7)
    expect(ends.toISOString()).toBe('2026-12-08T04:59:59.999Z')
    expect(holdBadge(ends)).toBe('On hold until Monday, December 7')
    // 11:30 pm Edgewater is already the next day in UTC: still Monday's hold.
    expect(holdEndsAt(new Date('2026-12-01T04:30:00Z'), 7)).toEqual(ends)
  })

  it('counts days across a change of clocks', () => {
    // Paid Saturday 7 March 2027 (EST); the clocks go forward on the 14th: it ends at EDT midnight.
    expect(holdEndsAt(new Date('2027-03-07T17:00:00Z'), 7).toISOString()).toBe(
      '2027-03-15T03:59:59.999Z',
    )
  })
})

describe('isHeld', () => {
  it('holds until the moment the hold ends, by a controlled clock', () => {
    const until = '2026-12-08T04:59:59.999Z'
    expect(isHeld(until, new Date('2026-12-08T04:59:59.998Z'))).toBe(true)
    expect(isHeld(until, new Date('2026-12-08T04:59:59.999Z'))).toBe(false)
    expect(isHeld(null, new Date())).toBe(false)
  })
})

describe('mayBeHeld', () => {
  it('takes an available unit nobody holds, and nothing else', () => {
    const now = new Date('2026-12-01T12:00:00Z')
    expect(mayBeHeld({ status: 'available', heldUntil: null }, now)).toBe(true)
    expect(mayBeHeld({ status: null }, now)).toBe(true)
    expect(mayBeHeld({ status: 'available', heldUntil: '2026-11-30T04:59:59.999Z' }, now)).toBe(
      true,
    )
    expect(mayBeHeld({ status: 'available', heldUntil: '2026-12-08T04:59:59.999Z' }, now)).toBe(
      false,
    )
    for (const status of ['on_order', 'pending_sale', 'sold']) {
      expect(mayBeHeld({ status }, now)).toBe(false)
    }
  })
})
