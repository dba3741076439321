import { describe, expect, it } from 'vitest'

import { isOverdue, parseDays, parseTime, responseDeadline } from '@/lib/leads/business-hours'

// The seeded hours: weekdays 8 to 6, Saturday 9 to 4, Sunday closed (America/New_York).
const hours = [
  { days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' },
  { days: 'Sat', opens: '9:00 AM', closes: '4:00 PM' },
  { days: 'Sun', opens: null, closes: null },
]
// Friday 14 November 2025, 5:50 PM in Edgewater (EST, UTC-5).
const fridayEvening = new Date('2025-11-14T22:50:00Z')
const lead = { status: 'new', createdAt: fridayEvening.toISOString() }

describe('the response clock', () => {
  it('reads day ranges and lists the way the site settings write them', () => {
    expect(parseDays('Mon-Fri')).toEqual([1, 2, 3, 4, 5])
    expect(parseDays('Monday to Friday')).toEqual([1, 2, 3, 4, 5])
    expect(parseDays('Sat & Sun')).toEqual([6, 0])
    expect(parseDays('Fri-Mon').sort()).toEqual([0, 1, 5, 6])
    expect(parseDays('Holidays')).toEqual([])
  })

  it('reads 12- and 24-hour times', () => {
    expect(parseTime('8:00 AM')).toBe(480)
    expect(parseTime('6:00 PM')).toBe(1080)
    expect(parseTime('12:30 pm')).toBe(750)
    expect(parseTime('12 AM')).toBe(0)
    expect(parseTime('18:00')).toBe(1080)
    expect(parseTime('')).toBeNull()
  })

  it('moves the deadline of a 5:50 PM Friday lead with a 2 h target to the Saturday opening', () => {
    // 7:50 PM Friday is after closing: the lead is due when the doors open, 9:00 AM EST.
    expect(responseDeadline(fridayEvening, 120, hours)).toEqual(new Date('2025-11-15T14:00:00Z'))
  })

  it('marks that lead overdue at 9:40 AM Saturday, not at 7:50 PM Friday', () => {
    expect(isOverdue(lead, new Date('2025-11-15T00:50:00Z'), 120, hours)).toBe(false)
    expect(isOverdue(lead, new Date('2025-11-15T13:59:00Z'), 120, hours)).toBe(false)
    expect(isOverdue(lead, new Date('2025-11-15T14:40:00Z'), 120, hours)).toBe(true)
  })

  it('keeps a deadline that falls while open: a 10:00 AM Tuesday lead is due at noon', () => {
    const tuesday = new Date('2025-11-18T15:00:00Z')
    expect(responseDeadline(tuesday, 120, hours)).toEqual(new Date('2025-11-18T17:00:00Z'))
  })

  it('skips a closed Sunday: a Saturday 3:30 PM lead is due at 8:00 AM Monday', () => {
    const saturday = new Date('2025-11-15T20:30:00Z')
    expect(responseDeadline(saturday, 120, hours)).toEqual(new Date('2025-11-17T13:00:00Z'))
  })

  it('never marks a lead overdue once it has left New', () => {
    const later = new Date('2025-11-20T00:00:00Z')
    expect(isOverdue({ ...lead, status: 'contacted' }, later, 120, hours)).toBe(false)
  })

  it('has no deadline when the hours list no open time', () => {
    expect(responseDeadline(fridayEvening, 120, [{ days: 'Sun', opens: null }])).toBeNull()
  })
})
