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
