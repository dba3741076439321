import { describe, expect, it } from 'vitest'

import { personAtTurn, rotationFor } from '@/lib/leads/rotation'

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

  it('gives consecutive turns to consecutive people, wrapping around', () => {
    expect([7, 8, 9, 10].map((turn) => personAtTurn([3, 4, 7], turn))).toEqual([4, 7, 3, 4])
  })

  it('skips the current owner when a lead moves on, and finds nobody when they are alone', () => {
    expect(personAtTurn([3, 4, 7], 1, 4)).toBe(7)
    expect(personAtTurn([3, 4, 7], 2, 4)).toBe(3)
    expect(personAtTurn([4], 5, 4)).toBeNull()
    expect(personAtTurn([], 0)).toBeNull()
  })
})
