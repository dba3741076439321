/*
 * The dealership's opening hours, as the site settings hold them (rows of days, opens and closes
 * typed by an editor), read by one parser: the lead desk's clock, the AutoDealer JSON-LD and the
 * settings' own validation all go through `readHoursRow` (ADR 0023).
 */
export type HoursRow = { days: string; opens?: string | null; closes?: string | null }

/**
 * An open row: its days (0 = Sunday … 6 = Saturday) in the order written, and its times in
 * minutes after local midnight; `closes` is 1440 for a row that closes at midnight.
 */
export type OpenSpan = { days: number[]; opens: number; closes: number }

/** What an editor can write, told with every refusal. */
export const daysHint = "Write the days like 'Mon–Fri', 'Mon-Fri', 'Sat & Sun' or 'Sat, Sun'."
export const timeHint =
  "Write a time like '9 AM', '9:30am', '5:00 PM', '18:00', 'noon' or 'midnight'; on a closed day leave opens and closes empty or write 'Closed'."

const dayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** 'Mon', 'Mon.', 'Tues', 'Thurs', 'Monday' → its number; at least three letters of the name. */
function readDay(word: string): number | null {
  const text = word.replace(/\.$/, '')
  if (text.length < 3) return null
  const day = dayNames.findIndex((name) => name.startsWith(text))
  return day < 0 ? null : day
}

/**
 * 'Mon–Fri', 'Mon-Fri', 'Monday to Friday', 'Sat & Sun', 'Sat, Sun', 'Tue and Thu' → the days in
 * the order written (a range may wrap: 'Fri-Mon'); null when any part is not a day or a range.
 */
export function parseDays(text: string): number[] | null {
  const days: number[] = []
  for (const part of text
    .trim()
    .toLowerCase()
    .split(/\s*(?:[,&/+]|\band\b)\s*/)) {
    const ends = part.split(/\s*(?:[-–—]|\bto\b|\bthrough\b|\bthru\b)\s*/).map(readDay)
    if (ends.length > 2) return null
    const [from, to = from] = ends
    if (from === null || to === null) return null
    for (let day = from; ; day = (day + 1) % 7) {
      if (!days.includes(day)) days.push(day)
      if (day === to) break
    }
  }
  return days
}

const twelveHour = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\.?$/
const twentyFourHour = /^(\d{1,2}):([0-5]\d)$/

/**
 * '9 AM', '9:30am', '5:00 p.m.', '12 PM' (noon), '12 AM' (midnight), '18:00', '24:00', 'noon',
 * 'midnight' → minutes after midnight (0 … 1440); null when unreadable. A bare '9' is refused:
 * without AM or PM only the 24-hour 'HH:MM' is unambiguous.
 */
export function parseTime(text: string): number | null {
  const time = text.trim().toLowerCase()
  if (time === 'noon') return 12 * 60
  if (time === 'midnight') return 0
  const twelve = twelveHour.exec(time)
  if (twelve) {
    const hour = Number(twelve[1])
    if (hour < 1 || hour > 12) return null
    return ((hour % 12) + (twelve[3] === 'p' ? 12 : 0)) * 60 + Number(twelve[2] ?? 0)
  }
  const clock = twentyFourHour.exec(time)
  if (!clock) return null
  const minutes = Number(clock[1]) * 60 + Number(clock[2])
  return minutes <= 24 * 60 ? minutes : null
}

/** An empty time, or 'Closed': the row is a closed day. */
export const isClosedTime = (text: string | null | undefined): boolean =>
  !text?.trim() || text.trim().toLowerCase() === 'closed'

export type RowProblems = Partial<Record<'days' | 'opens' | 'closes', string>>

/**
 * One row of the settings: its open span (null on a closed day) and, per field, what cannot be
 * read, in words an editor can act on. A row with any problem has no span.
 */
export function readHoursRow(row: HoursRow): { span: OpenSpan | null; problems: RowProblems } {
  const problems: RowProblems = {}
  const days = parseDays(row.days ?? '')
  if (!days) {
    problems.days = row.days?.trim()
      ? `'${row.days.trim()}' is not a day or a range of days. ${daysHint}`
      : daysHint
  }
  const text = { opens: row.opens?.trim() ?? '', closes: row.closes?.trim() ?? '' }
  const closed = { opens: isClosedTime(text.opens), closes: isClosedTime(text.closes) }
  if (closed.opens && closed.closes) return { span: null, problems }
  const opens = parseTime(text.opens)
  const closesAt = parseTime(text.closes)
  // A day that closes at midnight closes at the end of the day, not at its start.
  const closes = closesAt === 0 ? 24 * 60 : closesAt
  const minutes = { opens, closes }
  for (const field of ['opens', 'closes'] as const) {
    if (closed[field]) problems[field] = 'Give both an opening and a closing time, or neither.'
    else if (minutes[field] === null)
      problems[field] = `'${text[field]}' is not a time. ${timeHint}`
  }
  if (opens !== null && closes !== null && closes <= opens) {
    problems.closes = `The closing time must be after the opening time (midnight is '12 AM').`
  }
  if (!days || opens === null || closes === null || Object.keys(problems).length > 0) {
    return { span: null, problems }
  }
  return { span: { days, opens, closes }, problems }
}

/**
 * The open spans of every readable row, and a line for each row that is not (hours saved before
 * the settings validated them keep working: their unreadable rows are left out, as closed).
 */
export function readOpeningHours(rows: readonly HoursRow[] | null | undefined) {
  const spans: OpenSpan[] = []
  const unreadable: string[] = []
  for (const [index, row] of (rows ?? []).entries()) {
    const { span, problems } = readHoursRow(row)
    if (span) spans.push(span)
    const messages = Object.values(problems)
    if (messages.length === 0) continue
    unreadable.push(`row ${index + 1} ('${row.days}'): ${messages.join(' ')}`)
  }
  return { spans, unreadable }
}
