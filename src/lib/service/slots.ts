import { dealerTimeZone, offsetAt, weekSchedule } from '@/lib/leads/business-hours'
import type { OpenSpan } from '@/lib/opening-hours'
import { dayMs } from '@/lib/durations'

/*
 * The service shop's bookable days. A slot is one working day: the trailer is dropped off when the
 * shop opens and is worked on that day, so the shop's capacity is a number of jobs per day (Lead
 * settings). Days and hours come from the one parser of the opening hours (src/lib/opening-hours.ts),
 * closed dates from the Lead settings, and the bookings already taken from the database; the clock is
 * a parameter, so every rule is tested against a fixed "now" (ADR 0045).
 */

export type SlotRules = {
  hours: readonly OpenSpan[]
  jobsPerDay: number
  /** 'YYYY-MM-DD' dates the shop takes no work (holidays). */
  closedDates: readonly string[]
  /** Bookings already taken per 'YYYY-MM-DD'. */
  booked: Readonly<Record<string, number>>
  now: Date
  /** How many days ahead a shopper may book. */
  daysAhead?: number
  timeZone?: string
}

export type ServiceSlot = { date: string; start: Date; end: Date; left: number }

export type SlotRefusal = 'unknown' | 'closed' | 'past' | 'full'

export const slotRefusals: Record<SlotRefusal, string> = {
  unknown: 'Pick a day from the list.',
  closed: 'The shop is closed that day. Pick another day.',
  past: 'That day has passed. Pick a day from the list.',
  full: 'That day is fully booked. Pick another day.',
}

export const defaultDaysAhead = 28

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD' naming a day of the calendar (not 30 February). */
export function isRealDate(date: string): boolean {
  const time = isoDate.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date
}

/** The instant of `minute` after local midnight of `date` ('YYYY-MM-DD') in `timeZone`. */
export function zonedInstant(date: string, minute: number, timeZone = dealerTimeZone): Date {
  const [, year, month, day] = isoDate.exec(date)!.map(Number)
  const wall = Date.UTC(year!, month! - 1, day!) + minute * 60_000
  // The offset at the wall time read as UTC is the right one except near a change; asking again
  // at the first answer settles it (a time skipped by spring-forward lands after the gap).
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone))
}

/** The local date ('YYYY-MM-DD') of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone = dealerTimeZone): string {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone))
    .toISOString()
    .slice(0, 10)
}

/** The day `date` offers, whatever its bookings: its opening and closing instants, or why not. */
function dayOf(date: string, rules: SlotRules): { start: Date; end: Date } | 'closed' {
  const timeZone = rules.timeZone ?? dealerTimeZone
  if (rules.closedDates.includes(date)) return 'closed'
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  const spans = weekSchedule(rules.hours)[weekday]!
  if (spans.length === 0) return 'closed'
  const opens = Math.min(...spans.map(([from]) => from))
  const closes = Math.max(...spans.map(([, to]) => to))
  return { start: zonedInstant(date, opens, timeZone), end: zonedInstant(date, closes, timeZone) }
}

/** The slot of `date`, or why it cannot be booked now. */
export function checkSlot(date: string, rules: SlotRules): ServiceSlot | SlotRefusal {
  if (!isRealDate(date)) return 'unknown'
  const today = localDate(rules.now, rules.timeZone)
  const last = new Date(
    Date.parse(`${today}T00:00:00Z`) + (rules.daysAhead ?? defaultDaysAhead) * dayMs,
  )
  if (date > last.toISOString().slice(0, 10)) return 'unknown'
  const day = dayOf(date, rules)
  if (day === 'closed') return 'closed'
  // Drop-off is at opening: a day whose opening has come is no longer bookable.
  if (day.start.getTime() <= rules.now.getTime()) return 'past'
  const left = Math.max(0, rules.jobsPerDay) - (rules.booked[date] ?? 0)
  if (left <= 0) return 'full'
  return { date, ...day, left }
}

/** Every day a shopper can book now, in order. */
export function serviceSlots(rules: SlotRules): ServiceSlot[] {
  const today = Date.parse(`${localDate(rules.now, rules.timeZone)}T00:00:00Z`)
  const slots: ServiceSlot[] = []
  for (let offset = 0; offset <= (rules.daysAhead ?? defaultDaysAhead); offset++) {
    const slot = checkSlot(new Date(today + offset * dayMs).toISOString().slice(0, 10), rules)
    if (typeof slot !== 'string') slots.push(slot)
  }
  return slots
}
