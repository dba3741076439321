import { describe, expect, it } from 'vitest'

import { businessMinutesBetween } from '@/lib/leads/business-hours'
import { addBusinessMinutes } from '@/lib/leads/business-minutes'
import { readOpeningHours } from '@/lib/opening-hours'

// Weekdays 9 to 5, Saturday 9 to 1, Sunday closed (America/New_York; EST is UTC-5 in November).
const hours = readOpeningHours([
  { days: 'Mon-Fri', opens: '9:00 AM', closes: '5:00 PM' },
  { days: 'Sat', opens: '9:00 AM', closes: '1:00 PM' },
  { days: 'Sun', opens: 'Closed', closes: 'Closed' },
]).spans
const at = (iso: string) => new Date(iso)

describe('business minutes (ADR 0024)', () => {
  it('counts 15 minutes straight through while open', () => {
    expect(addBusinessMinutes(at('2025-11-18T15:00:00Z'), 15, hours)).toEqual(
      at('2025-11-18T15:15:00Z'),
    )
  })

  it('carries a 4:55 PM lead over closing: 5 minutes that day, 10 after the next opening', () => {
    // Tuesday 4:55 PM → Wednesday 9:10 AM.
    expect(addBusinessMinutes(at('2025-11-18T21:55:00Z'), 15, hours)).toEqual(
      at('2025-11-19T14:10:00Z'),
    )
    // 4:59 PM: 1 minute that day, 14 after the opening.
    expect(addBusinessMinutes(at('2025-11-18T21:59:00Z'), 15, hours)).toEqual(
      at('2025-11-19T14:14:00Z'),
    )
  })

  it('starts counting at the opening for a lead that arrives while closed, skipping Sunday', () => {
    // Saturday 3 PM (closed since 1 PM) → Monday 9:15 AM.
    expect(addBusinessMinutes(at('2025-11-15T20:00:00Z'), 15, hours)).toEqual(
      at('2025-11-17T14:15:00Z'),
    )
  })

  it('keeps the seconds of the start', () => {
    expect(addBusinessMinutes(at('2025-11-18T15:00:30Z'), 15, hours)).toEqual(
      at('2025-11-18T15:15:30Z'),
    )
  })

  it('has no answer when the hours list no open time', () => {
    expect(addBusinessMinutes(at('2025-11-18T15:00:00Z'), 15, [])).toBeNull()
  })

  it('agrees with the desk clock on the business minutes between two instants', () => {
    expect(
      businessMinutesBetween(at('2025-11-18T21:55:00Z'), at('2025-11-19T14:10:00Z'), hours),
    ).toBe(15)
    expect(
      businessMinutesBetween(at('2025-11-18T21:55:00Z'), at('2025-11-19T14:09:30Z'), hours),
    ).toBe(14.5)
  })
})
