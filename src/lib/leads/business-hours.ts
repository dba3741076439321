/*
 * The response clock of the lead desk. The target runs on the wall clock, and overdue is marked
 * only while the dealership is open, as the site settings list its hours ('Mon-Fri' 8:00 AM to
 * 6:00 PM …), in the dealership's time zone: a lead whose target passes after closing is
 * overdue when the doors open, first in the queue (issue 17: a 5:50 PM Friday lead with a 2 h
 * target is overdue at 9:40 AM Saturday, not at 7:50 PM Friday).
 */
export type OpeningHours = { days: string; opens?: string | null; closes?: string | null }[]

/** The dealership is in Edgewater, Maryland. */
export const dealerTimeZone = 'America/New_York'

const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

/** 'Mon-Fri', 'Mon – Fri', 'Sat & Sun', 'Monday to Friday', 'Tue, Thu' → day numbers (0 = Sun). */
export function parseDays(text: string): number[] {
  const days = new Set<number>()
  const normalised = text.toLowerCase().replace(/\s+(?:to|through|thru)\s+/g, '-')
  for (const part of normalised.split(/[,&/]|\band\b/)) {
    const [from, to] = part.split(/[-–—]/).map((word) => dayNames.indexOf(word.trim().slice(0, 3)))
    if (from === undefined || from < 0) continue
    if (to === undefined || to < 0) days.add(from)
    else for (let day = from; ; day = (day + 1) % 7) if ((days.add(day), day === to)) break
  }
  return [...days]
}

/** '8:00 AM', '8 am', '18:00' → minutes after midnight; null when unreadable or empty. */
export function parseTime(text: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text ?? '')
  if (!match) return null
  let hours = Number(match[1]) % (match[3] ? 12 : 24)
  if (match[3]?.toLowerCase() === 'p') hours += 12
  return hours * 60 + Number(match[2] ?? 0)
}

/** For each weekday, the open interval in minutes after local midnight, if any. */
function weekSchedule(hours: OpeningHours): ([number, number] | null)[] {
  const week: ([number, number] | null)[] = Array(7).fill(null)
  for (const row of hours) {
    const opens = parseTime(row.opens)
    const closes = parseTime(row.closes)
    if (opens === null || closes === null || closes <= opens) continue
    for (const day of parseDays(row.days)) week[day] = [opens, closes]
  }
  return week
}

/** The wall clock of `instant` in `timeZone`: weekday and minutes after local midnight. */
function localClock(instant: number, timeZone: string) {
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
  hours: OpeningHours,
  timeZone = dealerTimeZone,
): Date | null {
  const week = weekSchedule(hours)
  if (week.every((day) => day === null)) return null
  const due = start.getTime() + Math.max(0, Math.round(targetMinutes)) * 60_000
  let instant = Math.ceil(due / 60_000) * 60_000
  // Each step jumps to the next day's opening or midnight: a week of closed days at most.
  for (let step = 0; step < 15; step++) {
    const { day, minute } = localClock(instant, timeZone)
    const open = week[day]
    if (open && minute >= open[0] && minute < open[1]) return new Date(instant)
    const untilOpen = open && minute < open[0] ? open[0] - minute : 60 * 24 - minute
    instant += Math.max(1, untilOpen) * 60_000
  }
  return new Date(instant)
}

/** A lead still New whose response deadline has passed. */
export function isOverdue(
  lead: { status: string; createdAt: string },
  now: Date,
  targetMinutes: number,
  hours: OpeningHours,
): boolean {
  if (lead.status !== 'new') return false
  const deadline = responseDeadline(new Date(lead.createdAt), targetMinutes, hours)
  return deadline !== null && now.getTime() >= deadline.getTime()
}
