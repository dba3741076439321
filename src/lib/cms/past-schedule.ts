/*
 * A publish or unpublish scheduled for a time already gone would run on the next tick of the
 * jobs queue, i.e. at once: not what an editor who picked a time meant (issue 37, bad input).
 * Payload's schedule drawer limits its calendar to today onwards but takes an hour already past.
 */
export const pastScheduleMessage =
  'That time has already passed: pick a date and time in the future to schedule this.'

type ServerFunctionCall = { name: string; args?: unknown }

/** The refusal of a `schedule-publish` call whose date is not in the future, else null. */
export function refusePastSchedule(
  call: ServerFunctionCall,
  now: Date = new Date(),
): { error: string } | null {
  if (call.name !== 'schedule-publish') return null
  const { date, deleteID } = (call.args ?? {}) as { date?: unknown; deleteID?: unknown }
  // Deleting a scheduled event sends no date.
  if (date === undefined && deleteID !== undefined) return null
  const at = new Date(date as string)
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
    return { error: pastScheduleMessage }
  }
  return null
}
