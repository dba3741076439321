/** Lengths of time in milliseconds, as Date arithmetic counts them (a day is 24 hours). */
export const minuteMs = 60_000
export const hourMs = 60 * minuteMs
export const dayMs = 24 * hourMs
