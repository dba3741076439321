import { describe, expect, it } from 'vitest'

import {
  daysHint,
  isClosedTime,
  parseDays,
  parseTime,
  readHoursRow,
  readOpeningHours,
  timeHint,
} from '@/lib/opening-hours'
import { siteSettingsSeed } from '@/seed/site'

const [sun, mon, tue, wed, thu, fri, sat] = [0, 1, 2, 3, 4, 5, 6]

describe('parseDays', () => {
  it('reads a range written with a hyphen, an en dash, an em dash or words', () => {
    for (const text of ['Mon-Fri', 'Mon–Fri', 'Mon – Fri', 'Mon—Fri', 'Monday to Friday']) {
      expect(parseDays(text), text).toEqual([mon, tue, wed, thu, fri])
    }
    expect(parseDays('Monday through Friday')).toEqual([mon, tue, wed, thu, fri])
    expect(parseDays('Tues thru Thurs')).toEqual([tue, wed, thu])
  })

  it('reads both days of a list, whatever joins them', () => {
    for (const text of [
      'Sat & Sun',
      'Sat, Sun',
      'Sat,Sun',
      'Sat and Sun',
      'Sat/Sun',
      'Sat + Sun',
    ]) {
      expect(parseDays(text), text).toEqual([sat, sun])
    }
  })

  it('reads single days, full names, dotted abbreviations and any case', () => {
    expect(parseDays('Sat')).toEqual([sat])
    expect(parseDays('Sunday')).toEqual([sun])
    expect(parseDays('wed.')).toEqual([wed])
    expect(parseDays('  THU  ')).toEqual([thu])
  })

  it('reads a range that wraps over the weekend and a list of ranges, each day once', () => {
    expect(parseDays('Fri-Mon')).toEqual([fri, sat, sun, mon])
    expect(parseDays('Mon-Wed, Fri')).toEqual([mon, tue, wed, fri])
    expect(parseDays('Mon-Fri & Wed')).toEqual([mon, tue, wed, thu, fri])
  })

  it('refuses anything that is not a day: the clock and the JSON-LD never guess', () => {
    for (const text of [
      '',
      '   ',
      'Holidays',
      'Sunday brunch',
      'Mo-Fr',
      'Mon-Fri except holidays',
      'Mon-Wed-Fri',
      'Sat Sun',
      'Mon-',
      'Mon,',
      'Weekdays',
    ]) {
      expect(parseDays(text), text).toBeNull()
    }
  })
})

describe('parseTime', () => {
  it('reads 12-hour times with or without minutes, spaces and dots', () => {
    expect(parseTime('9 AM')).toBe(9 * 60)
    expect(parseTime('9:30am')).toBe(9 * 60 + 30)
    expect(parseTime('8:00 AM')).toBe(8 * 60)
    expect(parseTime('5 PM')).toBe(17 * 60)
    expect(parseTime('6:00 p.m.')).toBe(18 * 60)
    expect(parseTime('09:15 a.m')).toBe(9 * 60 + 15)
  })

  it('reads 24-hour times', () => {
    expect(parseTime('18:00')).toBe(18 * 60)
    expect(parseTime('07:45')).toBe(7 * 60 + 45)
    expect(parseTime('0:30')).toBe(30)
    expect(parseTime('24:00')).toBe(24 * 60)
  })

  it('reads noon and midnight as 12 PM and 12 AM, in words too', () => {
    expect(parseTime('12 PM')).toBe(12 * 60)
    expect(parseTime('12:30 pm')).toBe(12 * 60 + 30)
    expect(parseTime('noon')).toBe(12 * 60)
    expect(parseTime('12 AM')).toBe(0)
    expect(parseTime('12:15 am')).toBe(15)
    expect(parseTime('Midnight')).toBe(0)
    expect(parseTime('00:00')).toBe(0)
  })

  it('refuses what is not a time of day', () => {
    for (const text of [
      '',
      '9',
      '13 PM',
      '0 AM',
      '25:00',
      '24:30',
      '18:60',
      '9:5 am',
      '8:00 AM EST',
      'late',
      '9-5',
    ]) {
      expect(parseTime(text), text).toBeNull()
    }
  })
})

describe('readHoursRow', () => {
  it('reads an open row into its days and minutes', () => {
    expect(readHoursRow({ days: 'Mon–Fri', opens: '9 AM', closes: '5 PM' })).toEqual({
      span: { days: [mon, tue, wed, thu, fri], opens: 9 * 60, closes: 17 * 60 },
      problems: {},
    })
    expect(readHoursRow({ days: 'Sat & Sun', opens: '10:00', closes: '18:00' }).span).toEqual({
      days: [sat, sun],
      opens: 10 * 60,
      closes: 18 * 60,
    })
  })

  it("reads a closed day from empty times or 'Closed'", () => {
    for (const times of [{}, { opens: null, closes: null }, { opens: '', closes: ' ' }]) {
      expect(readHoursRow({ days: 'Sun', ...times })).toEqual({ span: null, problems: {} })
    }
    expect(readHoursRow({ days: 'Sun', opens: 'Closed' })).toEqual({ span: null, problems: {} })
    expect(readHoursRow({ days: 'Sun', opens: 'closed', closes: 'CLOSED' }).problems).toEqual({})
    expect(isClosedTime('Closed')).toBe(true)
    expect(isClosedTime('9 AM')).toBe(false)
  })

  it('closes at midnight at the end of the day, not at its start', () => {
    for (const closes of ['12 AM', 'midnight', '00:00', '24:00']) {
      expect(readHoursRow({ days: 'Fri', opens: '6 PM', closes }).span, closes).toEqual({
        days: [fri],
        opens: 18 * 60,
        closes: 24 * 60,
      })
    }
    expect(readHoursRow({ days: 'Fri', opens: '12 AM', closes: '12 AM' }).span).toEqual({
      days: [fri],
      opens: 0,
      closes: 24 * 60,
    })
  })

  it('says, on the field at fault, what it cannot read and what it understands', () => {
    expect(readHoursRow({ days: 'Holidays', opens: '9 AM', closes: '5 PM' })).toEqual({
      span: null,
      problems: { days: `'Holidays' is not a day or a range of days. ${daysHint}` },
    })
    expect(readHoursRow({ days: '', opens: null }).problems).toEqual({ days: daysHint })
    expect(readHoursRow({ days: 'Mon', opens: 'nine', closes: '5 PM' }).problems).toEqual({
      opens: `'nine' is not a time. ${timeHint}`,
    })
    expect(readHoursRow({ days: 'Mon', opens: '9 AM', closes: '17' }).problems).toEqual({
      closes: `'17' is not a time. ${timeHint}`,
    })
    expect(daysHint).toContain("'Mon–Fri'")
    expect(timeHint).toContain("'9:30am'")
  })

  it('refuses a row with only one of its times', () => {
    expect(readHoursRow({ days: 'Mon', opens: '9 AM' }).problems).toEqual({
      closes: 'Give both an opening and a closing time, or neither.',
    })
    expect(readHoursRow({ days: 'Mon', opens: 'Closed', closes: '5 PM' }).problems).toEqual({
      opens: 'Give both an opening and a closing time, or neither.',
    })
  })

  it('refuses a closing time that is not after the opening time', () => {
    for (const [opens, closes] of [
      ['5 PM', '9 AM'],
      ['9 AM', '9 AM'],
      ['24:00', '12 AM'],
    ]) {
      expect(readHoursRow({ days: 'Mon', opens, closes }).problems, `${opens}–${closes}`).toEqual({
        closes: "The closing time must be after the opening time (midnight is '12 AM').",
      })
    }
  })
})

describe('readOpeningHours', () => {
  it('reads the shipped site settings whole', () => {
    expect(readOpeningHours(siteSettingsSeed.hours)).toEqual({
      spans: [
        { days: [mon, tue, wed, thu, fri], opens: 8 * 60, closes: 18 * 60 },
        { days: [sat], opens: 9 * 60, closes: 16 * 60 },
      ],
      unreadable: [],
    })
  })

  it('keeps the readable rows of hours saved before they were validated, and names the rest', () => {
    const { spans, unreadable } = readOpeningHours([
      { days: 'Mon-Fri', opens: '8:00 AM', closes: '6:00 PM' },
      { days: 'Holidays', opens: '10 AM', closes: '2 PM' },
      { days: 'Sat', opens: '9', closes: '4' },
    ])
    expect(spans).toEqual([{ days: [mon, tue, wed, thu, fri], opens: 480, closes: 1080 }])
    expect(unreadable).toEqual([
      `row 2 ('Holidays'): 'Holidays' is not a day or a range of days. ${daysHint}`,
      `row 3 ('Sat'): '9' is not a time. ${timeHint} '4' is not a time. ${timeHint}`,
    ])
    expect(readOpeningHours(null)).toEqual({ spans: [], unreadable: [] })
  })
})
