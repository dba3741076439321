/*
 * Automatic texts wait out the dealer's night (ADR 0046). Hours are whole hours of the dealer's
 * wall clock, so a DST change moves the night with the clock, not with UTC.
 */
export const dealerTimeZone = 'America/New_York'
export type QuietHours = { startHour: number; endHour: number }
export const defaultQuietHours: QuietHours = { startHour: 20, endHour: 8 }

const formats = new Map<string, Intl.DateTimeFormat>()
const hourIn = (at: Date, timeZone: string) => {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric' })
    formats.set(timeZone, format)
  }
  return Number(format.formatToParts(at).find((part) => part.type === 'hour')!.value)
}

export function isQuiet(at: Date, hours = defaultQuietHours, timeZone = dealerTimeZone) {
  const { startHour, endHour } = hours
  if (startHour === endHour) return false
  const hour = hourIn(at, timeZone)
  return startHour < endHour
    ? hour >= startHour && hour < endHour
    : hour >= startHour || hour < endHour
}

/**
 * `at` itself outside quiet hours, else the first minute they end: found by stepping minute by
 * minute on the real clock, so a night that is 23 or 25 hours long ends at the right instant.
 */
export function nextSendTime(at: Date, hours = defaultQuietHours, timeZone = dealerTimeZone) {
  if (!isQuiet(at, hours, timeZone)) return at
  const minute = 60_000
  let probe = new Date(Math.floor(at.getTime() / minute) * minute)
  for (let i = 0; i < 26 * 60 && isQuiet(probe, hours, timeZone); i++) {
    probe = new Date(probe.getTime() + minute)
  }
  return probe
}
