import type { OpenSpan } from '@/lib/opening-hours'

/*
 * The response clock of the lead desk. The target runs on the wall clock, and overdue is marked
 * only while the dealership is open, in the dealership's time zone: a lead whose target passes
 * after closing is overdue when the doors open, first in the queue (ADR 0014: a 5:50 PM Friday
 * lead with a 2 h target is overdue at 9:40 AM Saturday, not at 7:50 PM Friday).
 *
 * Its API: `responseDeadline` and `isOverdue`, given the open spans that `readOpeningHours`
 * (src/lib/opening-hours.ts, the one parser of the hours) reads from the site settings;
 * `dealerTimeZone` is the default zone. The escalation of the lead routing counts open minutes
 * on the same week and wall clock (./business-minutes.ts).
 */

/** The dealership is in Edgewater, Maryland. */
export const dealerTimeZone = 'America/New_York'

const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** For each weekday (0 = Sunday), its open intervals in minutes after local midnight. */
export function weekSchedule(hours: readonly OpenSpan[]): [number, number][][] {
  const week: [number, number][][] = Array.from({ length: 7 }, () => [])
  for (const { days, opens, closes } of hours)
    for (const day of days) week[day].push([opens, closes])
  return week
}

/** The wall clock of `instant` in `timeZone`: weekday and minutes after local midnight. */
export function localClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return {
    day: dayNames.indexOf(part('weekday').toLowerCase().slice(0, 3)),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  }
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
