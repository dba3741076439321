import { describe, expect, it } from 'vitest'

import { automaticRefusal, staffRefusal } from './caps'

/*
 * The budgets with a set clock. Across the autumn change (1 November 2026, New York), 01:30 comes
 * twice, an hour apart: limits count elapsed time, not wall-clock hours.
 */
const firstHalfPast1 = new Date('2026-11-01T05:30:00Z') // 01:30 EDT
const secondHalfPast1 = new Date('2026-11-01T06:30:00Z') // 01:30 EST, one hour later
const none = { numberSends: [], clientDay: 0, siteDay: 0 }
const at = (iso: string) => new Date(iso)

describe('automatic texts', () => {
  it('one a number an hour, counted in elapsed time across the clocks going back', () => {
    expect(automaticRefusal(none, firstHalfPast1, 200)).toBeNull()
    const oneSent = { ...none, numberSends: [firstHalfPast1] }
    expect(automaticRefusal(oneSent, new Date(secondHalfPast1.getTime() - 60_000), 200)).toBe(
      'the number got an automatic text less than an hour ago',
    )
    // The same wall-clock time again, but a full hour later.
    expect(automaticRefusal(oneSent, secondHalfPast1, 200)).toBeNull()
  })

  it('a text held for the morning counts where it goes', () => {
    const heldFor8 = { ...none, numberSends: [at('2026-07-02T12:00:00Z')] }
    expect(automaticRefusal(heldFor8, at('2026-07-02T12:30:00Z'), 200)).toContain('an hour ago')
  })

  it('three a number in any 24 hours, the fourth refused', () => {
    const three = {
      ...none,
      numberSends: [
        at('2026-07-01T13:00:00Z'),
        at('2026-07-01T16:00:00Z'),
        at('2026-07-01T19:00:00Z'),
      ],
    }
    expect(automaticRefusal(three, at('2026-07-02T12:00:00Z'), 200)).toBe(
      'the number got three automatic texts in 24 hours',
    )
    // 24 hours after the first, it is out of the window.
    expect(automaticRefusal(three, at('2026-07-02T13:00:00Z'), 200)).toBeNull()
  })

  it('the 24 hours are elapsed hours on the 25-hour autumn day', () => {
    // 09:00 EDT on 31 October, then 10:00 and 11:00; 08:30 EST on 1 November is 24.5 hours after
    // the first though the wall clock says less than a day.
    const three = {
      ...none,
      numberSends: [
        at('2026-10-31T13:00:00Z'),
        at('2026-10-31T14:00:00Z'),
        at('2026-10-31T15:00:00Z'),
      ],
    }
    expect(automaticRefusal(three, at('2026-11-01T13:30:00Z'), 200)).toBeNull()
    expect(automaticRefusal(three, at('2026-11-01T12:59:00Z'), 200)).toContain('three automatic')
  })

  it('sends held for later count too: a window that starts before and ends after', () => {
    const spread = {
      ...none,
      numberSends: [
        at('2026-07-01T13:00:00Z'),
        at('2026-07-02T02:00:00Z'),
        at('2026-07-02T12:00:00Z'),
      ],
    }
    expect(automaticRefusal(spread, at('2026-07-01T20:00:00Z'), 200)).toContain('three automatic')
  })

  it('three a day from one client’s forms, then the site’s own daily budget', () => {
    expect(automaticRefusal({ ...none, clientDay: 2 }, firstHalfPast1, 200)).toBeNull()
    expect(automaticRefusal({ ...none, clientDay: 3 }, firstHalfPast1, 200)).toBe(
      'the forms of this client set off three automatic texts in 24 hours',
    )
    expect(automaticRefusal({ ...none, siteDay: 200 }, firstHalfPast1, 200)).toBe(
      'the site reached its automatic texts per day in Lead settings',
    )
  })
})

describe('staff texts', () => {
  const caps = { perNumberDailyCap: 10, dailyCap: 500 }
  it('count only staff texts: automatic ones never use them up', () => {
    expect(staffRefusal({ numberDay: 9, siteDay: 499 }, caps)).toBeNull()
    expect(staffRefusal({ numberDay: 10, siteDay: 0 }, caps)).toBe(
      'the number reached its texts per day in Lead settings',
    )
    expect(staffRefusal({ numberDay: 0, siteDay: 500 }, caps)).toBe(
      'the site reached its texts per day in Lead settings',
    )
  })
})
