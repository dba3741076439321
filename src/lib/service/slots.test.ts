import { describe, expect, it } from 'vitest'

import { readOpeningHours } from '@/lib/opening-hours'

import { checkSlot, serviceSlots, type SlotRules, zonedInstant } from './slots'

const { spans: hours } = readOpeningHours([
  { days: 'Mon-Fri', opens: '8:00 AM', closes: '5:00 PM' },
  { days: 'Sat', opens: '9 AM', closes: '1 PM' },
  { days: 'Sun', opens: 'Closed' },
])

// Wednesday 4 March 2026, 10:00 in Edgewater (EST, UTC-5).
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  hours,
  jobsPerDay: 3,
  closedDates: [],
  booked: {},
  now: new Date('2026-03-04T15:00:00Z'),
  daysAhead: 7,
  ...over,
})

describe('service slots', () => {
  it('offers each open day from its opening to its closing, from tomorrow once today has opened', () => {
    const slots = serviceSlots(rules())
    expect(slots.map((slot) => slot.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ])
    expect(slots[0]).toEqual({
      date: '2026-03-05',
      start: new Date('2026-03-05T13:00:00Z'),
      end: new Date('2026-03-05T22:00:00Z'),
      left: 3,
    })
    // Saturday keeps its own hours.
    expect(slots[2]!.start).toEqual(new Date('2026-03-07T14:00:00Z'))
    expect(slots[2]!.end).toEqual(new Date('2026-03-07T18:00:00Z'))
  })

  it('offers today while the shop has not opened yet', () => {
    const early = rules({ now: new Date('2026-03-04T12:59:00Z') })
    expect(serviceSlots(early)[0]!.date).toBe('2026-03-04')
    expect(checkSlot('2026-03-04', rules())).toBe('past')
    expect(checkSlot('2026-03-02', rules())).toBe('past')
  })

  it('follows daylight saving time: the same 8 AM is an hour earlier in UTC after the change', () => {
    const slots = serviceSlots(rules())
    const friday = slots.find((slot) => slot.date === '2026-03-06')!
    const monday = slots.find((slot) => slot.date === '2026-03-09')!
    expect(friday.start).toEqual(new Date('2026-03-06T13:00:00Z'))
    expect(monday.start).toEqual(new Date('2026-03-09T12:00:00Z'))
    // And back in the autumn (1 November 2026).
    expect(zonedInstant('2026-10-30', 8 * 60)).toEqual(new Date('2026-10-30T12:00:00Z'))
    expect(zonedInstant('2026-11-02', 8 * 60)).toEqual(new Date('2026-11-02T13:00:00Z'))
  })

  it('counts the bookings already taken against the jobs per day', () => {
    const slots = serviceSlots(rules({ booked: { '2026-03-05': 2, '2026-03-06': 3 } }))
    expect(slots[0]).toMatchObject({ date: '2026-03-05', left: 1 })
    expect(slots.map((slot) => slot.date)).not.toContain('2026-03-06')
    expect(checkSlot('2026-03-06', rules({ booked: { '2026-03-06': 3 } }))).toBe('full')
    expect(serviceSlots(rules({ jobsPerDay: 0 }))).toEqual([])
  })

  it('keeps closed dates and closed weekdays out', () => {
    const slots = serviceSlots(rules({ closedDates: ['2026-03-10'] }))
    expect(slots.map((slot) => slot.date)).not.toContain('2026-03-10')
    expect(checkSlot('2026-03-10', rules({ closedDates: ['2026-03-10'] }))).toBe('closed')
    expect(checkSlot('2026-03-08', rules())).toBe('closed')
  })

  it('refuses what is not a day it offers', () => {
    expect(checkSlot('tomorrow', rules())).toBe('unknown')
    expect(checkSlot('2026-02-30', rules())).toBe('unknown')
    expect(checkSlot('2026-05-05', rules())).toBe('unknown')
  })
})
