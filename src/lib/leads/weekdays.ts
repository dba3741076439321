/*
 * The days a staff member works, as stored on their account. Indexed like Date#getDay and the
 * opening-hours parser (0 = Sunday), so the rotation and the business-hours clock agree on a day.
 */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

export type Weekday = (typeof weekdays)[number]

const labels: Record<Weekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
}

/** Monday first, as staff read a week. */
export const weekdayOptions = [...weekdays.slice(1), weekdays[0]].map((value) => ({
  label: labels[value],
  value,
}))

export const weekdayOf = (dayNumber: number): Weekday => weekdays[((dayNumber % 7) + 7) % 7]!

/** Monday to Friday: a new account's work days when the opening hours name no open day. */
export const defaultWorkDays: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri']

/*
 * A new account's work days: the days the business opens (issue 50), so a store open on Saturday
 * has someone taking that day's leads from the first account on.
 */
export function openWorkDays(spans: readonly { days: readonly number[] }[]): Weekday[] {
  const open = new Set(spans.flatMap((span) => span.days))
  const days = weekdayOptions
    .map(({ value }) => value)
    .filter((day) => open.has(weekdays.indexOf(day)))
  return days.length ? days : defaultWorkDays
}
