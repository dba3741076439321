import { dealerTimeZone } from '@/lib/leads/business-hours'

/*
 * Automatic texts wait out the dealer's night (ADR 0046, 0052). Hours are whole hours of the
 * dealer's wall clock, so a DST change moves the night with the clock, not with UTC.
 */
export type QuietHours = { startHour: number; endHour: number }
export const defaultQuietHours: QuietHours = { startHour: 20, endHour: 8 }

/*
 * The hours automated texts may go, whatever Lead settings say: Maryland's 8 am to 8 pm (its Stop
 * the Spam Calls Act), narrower than the federal 8 am to 9 pm. The dealer's quiet hours can only
 * add to the night.
 */
export const automaticWindow = { opens: 8, closes: 20 } as const

const formats = new Map<string, Intl.DateTimeFormat>()
const hourIn = (at: Date, timeZone: string) => {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric' })
    formats.set(timeZone, format)
  }
  return Number(format.formatToParts(at).find((part) => part.type === 'hour')!.value)
}

/** Whether `at` is inside the dealer's own quiet hours (Lead settings). */
export function isQuiet(at: Date, hours = defaultQuietHours, timeZone = dealerTimeZone) {
  const { startHour, endHour } = hours
  if (startHour === endHour) return false
  const hour = hourIn(at, timeZone)
  return startHour < endHour
    ? hour >= startHour && hour < endHour
    : hour >= startHour || hour < endHour
}

/** Whether an automatic text may go at `at`: inside 8 am to 8 pm and outside the quiet hours. */
export function mayTextAutomatically(
  at: Date,
  hours = defaultQuietHours,
  timeZone = dealerTimeZone,
) {
  const hour = hourIn(at, timeZone)
  const inWindow = hour >= automaticWindow.opens && hour < automaticWindow.closes
  return inWindow && !isQuiet(at, hours, timeZone)
}

/**
 * `at` itself when an automatic text may go then, else the first minute it may: found by stepping
 * minute by minute on the real clock, so a night that is 23 or 25 hours long ends at the right
 * instant. Quiet hours that leave no daytime at all fall back to the window's own morning.
 */
export function nextSendTime(at: Date, hours = defaultQuietHours, timeZone = dealerTimeZone) {
  const minute = 60_000
  const first = (may: (probe: Date) => boolean) => {
    if (may(at)) return at
    let probe = new Date(Math.floor(at.getTime() / minute) * minute)
    for (let i = 0; i < 48 * 60; i++) {
      probe = new Date(probe.getTime() + minute)
      if (may(probe)) return probe
    }
    return null
  }
  return (
    first((probe) => mayTextAutomatically(probe, hours, timeZone)) ??
    first((probe) => mayTextAutomatically(probe, { startHour: 0, endHour: 0 }, timeZone))!
  )
}
