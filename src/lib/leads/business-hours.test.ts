import { describe, expect, it } from 'vitest'

import {
  businessMinutesBetween,
  dealerDateTime,
  isOverdue,
  responseDeadline,
} from '@/lib/leads/business-hours'
import { readOpeningHours, type HoursRow } from '@/lib/opening-hours'
import { siteSettingsSeed } from '@/seed/site'

const spans = (rows: HoursRow[]) => readOpeningHours(rows).spans
// The seeded hours: weekdays 8 to 6, Saturday 9 to 4, Sunday closed (America/New_York).
const hours = spans(siteSettingsSeed.hours!)
// Friday 14 November 2025, 5:50 PM in Edgewater (EST, UTC-5).
const fridayEvening = new Date('2025-11-14T22:50:00Z')
const lead = { status: 'new', createdAt: fridayEvening.toISOString() }

describe('the response clock', () => {
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
    expect(responseDeadline(fridayEvening, 120, spans([{ days: 'Sun', opens: null }]))).toBeNull()
    expect(responseDeadline(fridayEvening, 120, [])).toBeNull()
  })

  it("opens both days of 'Sat & Sun' and reads 24-hour times, as the JSON-LD does", () => {
    const weekend = spans([
      { days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' },
      { days: 'Sat & Sun', opens: '10:00', closes: '14:00' },
    ])
    // 1:30 PM Saturday + 2 h is after closing: due at 10:00 AM Sunday (EST, UTC-5).
    const saturday = new Date('2025-11-15T18:30:00Z')
    expect(responseDeadline(saturday, 120, weekend)).toEqual(new Date('2025-11-16T15:00:00Z'))
  })

  it('keeps to a day of two rows: a deadline in the lunch break waits for the afternoon', () => {
    const split = spans([
      { days: 'Mon-Fri', opens: '8 AM', closes: '12 PM' },
      { days: 'Mon-Fri', opens: '1 PM', closes: '5 PM' },
    ])
    // 11:00 AM Tuesday + 1 h is noon, closed for lunch: due at 1:00 PM.
    const tuesday = new Date('2025-11-18T16:00:00Z')
    expect(responseDeadline(tuesday, 60, split)).toEqual(new Date('2025-11-18T18:00:00Z'))
    expect(responseDeadline(tuesday, 30, split)).toEqual(new Date('2025-11-18T16:30:00Z'))
  })

  it('counts a day that closes at midnight as open until then', () => {
    const late = spans([{ days: 'Fri', opens: '6 PM', closes: '12 AM' }])
    // 5:50 PM Friday + 2 h is 7:50 PM, inside the evening's hours.
    expect(responseDeadline(fridayEvening, 120, late)).toEqual(new Date('2025-11-15T00:50:00Z'))
  })
})

describe('business minutes between two instants', () => {
  const minutes = (from: string, to: string, open = hours) =>
    businessMinutesBetween(new Date(from), new Date(to), open)

  it('counts the wall clock while open: 10:00 to 10:12:30 AM Tuesday is 12.5 minutes', () => {
    expect(minutes('2025-11-18T15:00:00Z', '2025-11-18T15:12:30Z')).toBe(12.5)
  })

  it('skips the night: 5:50 PM Friday to 9:05 AM Saturday is 15 minutes', () => {
    // 10 minutes before the 6 PM closing, 5 after the 9 AM Saturday opening (EST, UTC-5).
    expect(minutes('2025-11-14T22:50:00Z', '2025-11-15T14:05:00Z')).toBe(15)
  })

  it('skips a closed Sunday: 3:30 PM Saturday to 8:30 AM Monday is 60 minutes', () => {
    expect(minutes('2025-11-15T20:30:00Z', '2025-11-17T13:30:00Z')).toBe(60)
  })

  it('counts nothing for a lead received and answered while closed', () => {
    expect(minutes('2025-11-16T15:00:00Z', '2025-11-16T18:00:00Z')).toBe(0)
  })

  it('leaves out the lunch break of a day of two rows', () => {
    const split = spans([
      { days: 'Mon-Fri', opens: '8 AM', closes: '12 PM' },
      { days: 'Mon-Fri', opens: '1 PM', closes: '5 PM' },
    ])
    // 11:50 AM to 1:10 PM Tuesday: 10 minutes before lunch, 10 after.
    expect(minutes('2025-11-18T16:50:00Z', '2025-11-18T18:10:00Z', split)).toBe(20)
  })

  it('is not thrown by a daylight-saving change: Saturday 3:50 PM to Monday 8:10 AM over the fall back', () => {
    // 1 November 2025 is EDT (UTC-4), 3 November EST (UTC-5).
    expect(minutes('2025-11-01T19:50:00Z', '2025-11-03T13:10:00Z')).toBe(20)
  })

  it('is zero for an end before the start, and with no open time at all', () => {
    expect(minutes('2025-11-18T16:00:00Z', '2025-11-18T15:00:00Z')).toBe(0)
    expect(minutes('2025-11-18T15:00:00Z', '2025-11-18T16:00:00Z', [])).toBe(0)
  })
})

describe('a moment as the CMS shows it', () => {
  it("is on the dealer's clock, whatever the machine's zone", () => {
    expect(dealerDateTime('2026-11-29T23:00:00Z')).toMatch(/^Nov 29, 2026, 6:00\sPM$/)
    expect(dealerDateTime(new Date('2026-07-04T04:30:00Z'))).toMatch(/^Jul 4, 2026, 12:30\sAM$/)
  })
})
