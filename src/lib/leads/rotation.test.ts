import { describe, expect, it } from 'vitest'

import { nextInRotation, rotationFor } from '@/lib/leads/rotation'

const people = [
  { id: 7, role: 'staff', takesLeads: true, workDays: ['mon', 'tue'] as const },
  { id: 3, role: 'admin', takesLeads: true, workDays: ['tue'] as const },
  { id: 5, role: 'staff', takesLeads: false, workDays: ['tue'] as const },
  { id: 9, role: 'editor', takesLeads: true, workDays: ['tue'] as const },
  { id: 4, role: 'staff', takesLeads: true, workDays: ['mon'] as const },
].map((person) => ({ ...person, workDays: [...person.workDays] }))

describe('the lead rotation (ADR 0024)', () => {
  it('holds staff and admins who take leads and work the day, in account order', () => {
    expect(rotationFor(people, 2)).toEqual([3, 7])
    expect(rotationFor(people, 1)).toEqual([4, 7])
    expect(rotationFor(people, 0)).toEqual([])
  })

  it('gives the next lead to the one after the last, wrapping around', () => {
    expect(nextInRotation([3, 4, 7], null)).toBe(3)
    expect(nextInRotation([3, 4, 7], 3)).toBe(4)
    expect(nextInRotation([3, 4, 7], 7)).toBe(3)
    // The last one chosen is off today: the turn goes on from where they were.
    expect(nextInRotation([3, 7], 4)).toBe(7)
  })

  it('skips the current owner when a lead moves on, and finds nobody when they are alone', () => {
    expect(nextInRotation([3, 4, 7], 3, 4)).toBe(7)
    expect(nextInRotation([4], 4, 4)).toBeNull()
    expect(nextInRotation([], null)).toBeNull()
  })
})
