import { weekdayOf, type Weekday } from '@/lib/leads/weekdays'

/*
 * The lead rotation (ADR 0024): staff and admins who take new leads and work the day, in the
 * order of their accounts; each new lead goes to the one after whoever the rotation gave the last
 * lead to, wrapping around.
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
 * The next person after `lastId` (the one the rotation chose last), skipping `skip` (a lead's
 * current owner, when it moves on); null when nobody is left.
 */
export function nextInRotation(
  rotation: readonly number[],
  lastId: number | null,
  skip: number | null = null,
): number | null {
  const candidates = rotation.filter((id) => id !== skip)
  if (candidates.length === 0) return null
  if (lastId === null) return candidates[0]!
  return candidates.find((id) => id > lastId) ?? candidates[0]!
}
