import type { OpenSpan } from '@/lib/opening-hours'
import { minuteMs } from '@/lib/durations'

/*
 * The response clock of the lead desk. The target runs on the wall clock, and overdue is marked
 * only while the dealership is open, in the dealership's time zone: a lead whose target passes
 * after closing is overdue when the doors open, first in the queue (ADR 0014: a 5:50 PM Friday
 * lead with a 2 h target is overdue at 9:40 AM Saturday, not at 7:50 PM Friday).
 *
 * Its API: `responseDeadline`, `isOverdue` and `businessMinutesBetween`, given the open spans
 * that `readOpeningHours` (src/lib/opening-hours.ts, the one parser of the hours) reads from the
 * site settings; `dealerTimeZone` is the default zone. The lead routing's escalation counts open
 * minutes on the same week and wall clock (./business-minutes.ts).
 */

/** The dealership is in Edgewater, Maryland. */
export const dealerTimeZone = 'America/New_York'

const dealerMoment = new Intl.DateTimeFormat('en-US', {
  timeZone: dealerTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** A moment as the CMS shows it to editors, on the dealer's clock: 'Nov 29, 2026, 6:00 PM'. */
export const dealerDateTime = (at: string | Date): string => dealerMoment.format(new Date(at))

/** For each weekday (0 = Sunday), its open intervals in minutes after local midnight. */
export function weekSchedule(hours: readonly OpenSpan[]): [number, number][][] {
  const week: [number, number][][] = Array.from({ length: 7 }, () => [])
  for (const { days, opens, closes } of hours)
    for (const day of days) week[day].push([opens, closes])
  return week
}

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/*
 * The zone's offset, asked of Intl once per quarter hour of UTC (the desk's figures walk
 * thousands of instants; Intl takes tens of microseconds each). Offsets and their changes fall
 * on quarter hours in every zone in use, so the cache changes no answer; it is emptied when large.
 */
const quarterHour = 15 * 60_000
const offsets = new Map<string, number>()

export function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / quarterHour)
  const key = `${timeZone} ${bucket}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const at = bucket * quarterHour
    const parts = formatterFor(timeZone).formatToParts(at)
    const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
    const local = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
    )
    offset = local - at
    if (offsets.size >= 20_000) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

/** The wall clock of `instant` in `timeZone`: weekday and minutes after local midnight. */
export function localClock(instant: number, timeZone: string) {
  const local = new Date(instant + offsetAt(instant, timeZone))
  return { day: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() }
}

/**
 * When a lead received at `start` becomes overdue: `targetMinutes` later, or, when that moment
 * falls while the dealership is closed, at its next opening. Walks local time, so daylight-saving
 * changes and closed days need no special cases; null when the hours list no open time at all.
 */
export function responseDeadline(
  start: Date,
  targetMinutes: number,
  hours: readonly OpenSpan[],
  timeZone = dealerTimeZone,
): Date | null {
  const week = weekSchedule(hours)
  if (week.every((day) => day.length === 0)) return null
  const due = start.getTime() + Math.max(0, Math.round(targetMinutes)) * 60_000
  let instant = Math.ceil(due / 60_000) * 60_000
  // Each step jumps to the day's next opening or to midnight: a week of closed days at most.
  for (let step = 0; step < 15; step++) {
    const { day, minute } = localClock(instant, timeZone)
    if (week[day].some(([opens, closes]) => minute >= opens && minute < closes)) {
      return new Date(instant)
    }
    const nextOpening = Math.min(...week[day].map(([opens]) => opens).filter((at) => at > minute))
    const untilOpen = Number.isFinite(nextOpening) ? nextOpening - minute : 60 * 24 - minute
    instant += untilOpen * 60_000
  }
  return new Date(instant)
}

/** A lead still New whose response deadline has passed. */
export function isOverdue(
  lead: { status: string; createdAt: string },
  now: Date,
  targetMinutes: number,
  hours: readonly OpenSpan[],
): boolean {
  if (lead.status !== 'new') return false
  const deadline = responseDeadline(new Date(lead.createdAt), targetMinutes, hours)
  return deadline !== null && now.getTime() >= deadline.getTime()
}

/**
 * How many minutes the dealership was open between `start` and `end`: the response times of the
 * desk's per-person figures. Walks local time from opening to closing, as `responseDeadline`
 * does, so nights, closed days and daylight-saving changes count nothing; seconds count.
 */
export function businessMinutesBetween(
  start: Date,
  end: Date,
  hours: readonly OpenSpan[],
  timeZone = dealerTimeZone,
): number {
  const week = weekSchedule(hours)
  if (week.every((day) => day.length === 0)) return 0
  const until = Math.round(end.getTime())
  let instant = Math.round(start.getTime())
  let open = 0
  while (instant < until) {
    const { day, minute } = localClock(instant, timeZone)
    // The zone's offsets are whole minutes, so the instant's seconds are the local ones; whole
    // milliseconds keep every step above zero.
    const at = minute * minuteMs + (((instant % minuteMs) + minuteMs) % minuteMs)
    const span = week[day].find(
      ([opens, closes]) => at >= opens * minuteMs && at < closes * minuteMs,
    )
    if (span) {
      const step = Math.min(span[1] * minuteMs - at, until - instant)
      open += step
      instant += step
      continue
    }
    const later = week[day].map(([opens]) => opens * minuteMs).filter((opens) => opens > at)
    instant += (later.length ? Math.min(...later) : 24 * 60 * minuteMs) - at
  }
  return open / 60_000
}
