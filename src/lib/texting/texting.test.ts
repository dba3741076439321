import { describe, expect, it } from 'vitest'

import { mobileNumber, phoneRefusals } from './phone'
import { isQuiet, nextSendTime } from './quiet-hours'
import { segmentCount } from './segments'

describe('mobileNumber', () => {
  it.each([
    ['(201) 555-0123', '+12015550123'],
    ['201.555.0123', '+12015550123'],
    ['+1 201 555 0123', '+12015550123'],
    ['1-201-555-0123', '+12015550123'],
    ['(604) 555-0199', '+16045550199'],
  ])('%s is %s', (input, e164) => expect(mobileNumber(input)).toEqual({ ok: true, e164 }))

  it.each(['12345', 'call me', '+44 20 7946 0958', '+33 6 12 34 56 78', '(201) 055-0123'])(
    '%s is refused',
    (input) => expect(mobileNumber(input)).toEqual({ ok: false, error: phoneRefusals.invalid }),
  )
  it('a toll-free number cannot receive texts', () =>
    expect(mobileNumber('(800) 555-0123')).toEqual({ ok: false, error: phoneRefusals.notMobile }))
})

describe('segmentCount', () => {
  const gsm = (n: number) => 'a'.repeat(n)
  it.each([
    [0, 0],
    [1, 1],
    [160, 1],
    [161, 2],
    [306, 2],
    [307, 3],
  ])('%i GSM-7 characters are %i texts', (n, segments) =>
    expect(segmentCount(gsm(n))).toMatchObject({ encoding: 'GSM-7', segments }),
  )
  it('extension characters count two', () => {
    expect(segmentCount('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 })
    expect(segmentCount(`${'€'.repeat(80)}a`)).toMatchObject({ units: 161, segments: 2 })
    expect(segmentCount('[]{}~^|\\')).toMatchObject({ encoding: 'GSM-7', units: 16 })
  })
  it.each([
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
  ])('%i UCS-2 characters are %i texts', (n, segments) =>
    expect(segmentCount(`’${'a'.repeat(n - 1)}`)).toMatchObject({ encoding: 'UCS-2', segments }),
  )
  it('an emoji is two UCS-2 units', () =>
    expect(segmentCount('🚤')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 }))
})

describe('quiet hours (8 pm to 8 am, America/New_York)', () => {
  it('daytime is not quiet, 8 pm to 8 am is', () => {
    expect(isQuiet(new Date('2026-07-01T16:00:00Z'))).toBe(false) // 12:00 EDT
    expect(isQuiet(new Date('2026-07-01T23:59:00Z'))).toBe(false) // 19:59 EDT
    expect(isQuiet(new Date('2026-07-02T00:00:00Z'))).toBe(true) // 20:00 EDT
    expect(isQuiet(new Date('2026-07-02T11:59:00Z'))).toBe(true) // 07:59 EDT
    expect(isQuiet(new Date('2026-07-02T12:00:00Z'))).toBe(false) // 08:00 EDT
  })
  it('a text outside quiet hours goes at once', () => {
    const at = new Date('2026-07-01T16:00:00Z')
    expect(nextSendTime(at)).toEqual(at)
  })
  it('a night text waits for 8 am, in winter and summer time', () => {
    expect(nextSendTime(new Date('2026-01-15T03:00:00Z'))).toEqual(new Date('2026-01-15T13:00:00Z'))
    expect(nextSendTime(new Date('2026-07-15T03:00:00Z'))).toEqual(new Date('2026-07-15T12:00:00Z'))
  })
  it('across the spring change (8 March 2026) the morning is 8 am EDT', () => {
    // 21:00 EST on 7 March; clocks go forward at 2 am: the night is 11 hours.
    expect(nextSendTime(new Date('2026-03-08T02:00:00Z'))).toEqual(new Date('2026-03-08T12:00:00Z'))
  })
  it('across the autumn change (1 November 2026) the morning is 8 am EST', () => {
    // 21:00 EDT on 31 October; clocks go back at 2 am: the night is 13 hours.
    expect(nextSendTime(new Date('2026-11-01T01:00:00Z'))).toEqual(new Date('2026-11-01T13:00:00Z'))
  })
  it('quiet hours set within one day, or off', () => {
    expect(isQuiet(new Date('2026-07-01T17:00:00Z'), { startHour: 12, endHour: 14 })).toBe(true)
    expect(isQuiet(new Date('2026-07-02T03:00:00Z'), { startHour: 0, endHour: 0 })).toBe(false)
  })
})
