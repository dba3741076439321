import { describe, expect, it } from 'vitest'

import { dealerClock, dueRunDay } from '@/lib/alerts/schedule'

describe('the daily alert run in dealer time', () => {
  it('reads the day and hour in America/New_York, daylight saving included', () => {
    expect(dealerClock(new Date('2026-11-26T13:30:00Z'))).toEqual({ day: '2026-11-26', hour: 8 })
    expect(dealerClock(new Date('2026-07-01T12:00:00Z'))).toEqual({ day: '2026-07-01', hour: 8 })
    expect(dealerClock(new Date('2026-11-27T03:00:00Z'))).toEqual({ day: '2026-11-26', hour: 22 })
  })

  it('is due from the set hour on, not before', () => {
    expect(dueRunDay(new Date('2026-11-26T12:59:00Z'), 8)).toBeNull()
    expect(dueRunDay(new Date('2026-11-26T13:00:00Z'), 8)).toBe('2026-11-26')
  })
})
