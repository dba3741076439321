import { describe, expect, it } from 'vitest'

import { readOpeningHours } from '@/lib/opening-hours'

import { takersOn } from './rotation'
import { openWorkDays } from './weekdays'

const saturday = 6
const sunday = 0

describe('openWorkDays', () => {
  it('a store open Monday to Saturday gives new accounts those six days', () => {
    const { spans } = readOpeningHours([
      { days: 'Mon–Fri', opens: '9 AM', closes: '6 PM' },
      { days: 'Sat', opens: '9 AM', closes: '4 PM' },
      { days: 'Sun', opens: 'Closed', closes: 'Closed' },
    ])
    expect(openWorkDays(spans)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])
  })
  it('no readable opening hours: Monday to Friday', () =>
    expect(openWorkDays([])).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']))
})

describe('takersOn', () => {
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const
  const staff = [
    { id: 3, role: 'staff', takesLeads: true, workDays: [...weekdays] },
    { id: 2, role: 'staff', takesLeads: true, workDays: [...weekdays] },
    { id: 1, role: 'admin', takesLeads: false, workDays: [] },
  ]
  it('a working day: its own rotation', () =>
    expect(takersOn(staff, 2)).toEqual({ who: 'rotation', rotation: [2, 3], daysOn: 0 }))
  it('a Saturday nobody works: Monday’s rotation, two days on', () =>
    expect(takersOn(staff, saturday)).toEqual({ who: 'rotation', rotation: [2, 3], daysOn: 2 }))
  it('a Sunday, with someone on Saturdays only: the next Saturday', () => {
    const weekend = [{ id: 4, role: 'staff', takesLeads: true, workDays: ['sat' as const] }]
    expect(takersOn(weekend, sunday)).toEqual({ who: 'rotation', rotation: [4], daysOn: 6 })
  })
  it('nobody takes leads on any day: the admins', () =>
    expect(
      takersOn(
        staff.map((person) => ({ ...person, takesLeads: false })),
        2,
      ),
    ).toEqual({
      who: 'admins',
      rotation: [1],
    }))
  it('no admin either: nobody', () => expect(takersOn([], 2)).toBeNull())
})
