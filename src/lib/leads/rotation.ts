import { weekdayOf, type Weekday } from '@/lib/leads/weekdays'

/*
 * The lead rotation (ADR 0024): staff and admins who take new leads and work the day, in the
 * order of their accounts; each new lead takes the next turn, and the turn picks the person, so
 * consecutive leads go to consecutive people, wrapping around.
 */

export type RotationMember = {
  id: number
  role?: string | null
  takesLeads?: boolean | null
  workDays?: Weekday[] | null
}

const isStaffRole = (role?: string | null) => role === 'staff' || role === 'admin'

/** Who is in the rotation on weekday `dayNumber` (0 = Sunday), in account order. */
export function rotationFor(people: readonly RotationMember[], dayNumber: number): number[] {
  const day = weekdayOf(dayNumber)
  return people
    .filter((person) => isStaffRole(person.role) && person.takesLeads)
    .filter((person) => (person.workDays ?? []).includes(day))
    .map((person) => person.id)
    .sort((a, b) => a - b)
}

/**
 * The person at turn `turn` (a number that grows by one with each assignment, shared by every
 * instance), skipping `skip` (a lead's current owner, when it moves on); null when nobody is left.
 */
export function personAtTurn(
  rotation: readonly number[],
  turn: number,
  skip: number | null = null,
): number | null {
  const candidates = rotation.filter((id) => id !== skip)
  if (candidates.length === 0) return null
  return candidates[((turn % candidates.length) + candidates.length) % candidates.length]!
}

export type Takers =
  | { who: 'rotation'; rotation: number[]; daysOn: number }
  | { who: 'admins'; rotation: number[] }
  | null

/**
 * Who takes a lead that arrives on weekday `dayNumber` (issue 50): that day's rotation; on a day
 * nobody takes leads, the rotation of the next day someone does (`daysOn` later); when nobody
 * takes leads on any day, the admins. Null only when there is no admin either.
 */
export function takersOn(people: readonly RotationMember[], dayNumber: number): Takers {
  for (let daysOn = 0; daysOn < 7; daysOn++) {
    const rotation = rotationFor(people, dayNumber + daysOn)
    if (rotation.length) return { who: 'rotation', rotation, daysOn }
  }
  const admins = people
    .filter((person) => person.role === 'admin')
    .map((person) => person.id)
    .sort((a, b) => a - b)
  return admins.length ? { who: 'admins', rotation: admins } : null
}
