import { dealerTimeZone, localClock, weekSchedule } from '@/lib/leads/business-hours'
import type { OpenSpan } from '@/lib/opening-hours'
import { minuteMs } from '@/lib/durations'

/*
 * Business minutes: minutes while the dealership is open, on the desk's clock (its week, its
 * time zone). The escalation of a lead nobody touched counts these (ADR 0024): a lead at 4:55 PM
 * on a day that closes at 5 PM has had 5 of its 15 minutes at closing, and the other 10 run from
 * the next opening.
 */

/**
 * The instant at which `minutes` business minutes have passed since `start`; null when the hours
 * list no open time at all. Walks open intervals and jumps over closed time, re-reading the local
 * clock after each jump, so daylight-saving changes and closed days need no special cases.
 */
export function addBusinessMinutes(
  start: Date,
  minutes: number,
  hours: readonly OpenSpan[],
  timeZone = dealerTimeZone,
): Date | null {
  const week = weekSchedule(hours)
  if (week.every((day) => day.length === 0)) return null
  let instant = start.getTime()
  let leftMs = Math.max(0, minutes) * minuteMs
  // Each step ends an open interval or jumps to the next opening or midnight: bounded by weeks.
  for (let step = 0; step < 400; step++) {
    const { day, minute } = localClock(instant, timeZone)
    const intoMinute = instant % minuteMs
    const open = week[day].find(([opens, closes]) => minute >= opens && minute < closes)
    if (open) {
      const availableMs = (open[1] - minute) * minuteMs - intoMinute
      if (leftMs <= availableMs) return new Date(instant + leftMs)
      leftMs -= availableMs
      instant += availableMs
      continue
    }
    const nextOpening = Math.min(...week[day].map(([opens]) => opens).filter((at) => at > minute))
    const untilOpen = Number.isFinite(nextOpening) ? nextOpening - minute : 60 * 24 - minute
    instant += untilOpen * minuteMs - intoMinute
  }
  return new Date(instant + leftMs)
}
