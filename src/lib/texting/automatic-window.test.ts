import { describe, expect, it } from 'vitest'

import { mayTextAutomatically, nextSendTime } from './quiet-hours'

/* Automatic texts go 8 am to 8 pm, New York time, whatever the dealer's quiet hours say. */
const noQuietHours = { startHour: 0, endHour: 0 }
const at = (iso: string) => new Date(iso)

describe('the 8 am to 8 pm window', () => {
  it('holds even with quiet hours off', () => {
    expect(mayTextAutomatically(at('2026-07-01T11:59:00Z'), noQuietHours)).toBe(false) // 07:59 EDT
    expect(mayTextAutomatically(at('2026-07-01T12:00:00Z'), noQuietHours)).toBe(true) // 08:00 EDT
    expect(mayTextAutomatically(at('2026-07-01T23:59:00Z'), noQuietHours)).toBe(true) // 19:59 EDT
    expect(mayTextAutomatically(at('2026-07-02T00:00:00Z'), noQuietHours)).toBe(false) // 20:00 EDT
    expect(nextSendTime(at('2026-07-02T00:30:00Z'), noQuietHours)).toEqual(
      at('2026-07-02T12:00:00Z'),
    )
  })

  it('quiet hours can only add to the night', () => {
    const lateMorning = { startHour: 19, endHour: 10 }
    expect(mayTextAutomatically(at('2026-07-01T13:00:00Z'), lateMorning)).toBe(false) // 09:00 EDT
    expect(nextSendTime(at('2026-07-01T13:00:00Z'), lateMorning)).toEqual(
      at('2026-07-01T14:00:00Z'),
    )
    const allNight = { startHour: 22, endHour: 6 }
    expect(mayTextAutomatically(at('2026-07-02T01:00:00Z'), allNight)).toBe(false) // 21:00 EDT
  })

  it('spring forward (8 March 2026): 7:30 EST waits until 8:00 EDT, 30 minutes later', () => {
    // 07:30 on 8 March is already EDT (clocks went forward at 2 am).
    expect(nextSendTime(at('2026-03-08T11:30:00Z'), noQuietHours)).toEqual(
      at('2026-03-08T12:00:00Z'),
    )
    // 19:30 EST on 7 March is fine, 20:00 EST is not; the morning is 8 am EDT.
    expect(mayTextAutomatically(at('2026-03-08T00:30:00Z'), noQuietHours)).toBe(true)
    expect(nextSendTime(at('2026-03-08T01:00:00Z'), noQuietHours)).toEqual(
      at('2026-03-08T12:00:00Z'),
    )
  })

  it('fall back (1 November 2026): 20:30 EDT on 31 October waits until 8:00 EST', () => {
    // The night is 12.5 hours of wall clock and 13.5 of real time.
    expect(nextSendTime(at('2026-11-01T00:30:00Z'), noQuietHours)).toEqual(
      at('2026-11-01T13:00:00Z'),
    )
    // 20:00 EST on 1 November is 01:00 UTC the next day, an hour later in UTC than in summer.
    expect(mayTextAutomatically(at('2026-11-02T00:59:00Z'), noQuietHours)).toBe(true)
    expect(mayTextAutomatically(at('2026-11-02T01:00:00Z'), noQuietHours)).toBe(false)
  })

  it('quiet hours that leave no day fall back to the window', () =>
    expect(nextSendTime(at('2026-07-02T00:30:00Z'), { startHour: 6, endHour: 5 })).toEqual(
      at('2026-07-02T12:00:00Z'),
    ))
})
