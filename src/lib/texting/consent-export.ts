import { toCsv } from '@/lib/csv/write'
import { dayMs } from '@/lib/durations'

const day = /^\d{4}-\d{2}-\d{2}$/

export type DateRange = { from: Date; until: Date }
export type RangeResult = { ok: true; range: DateRange } | { ok: false; error: string }

/*
 * The days an export covers: `from` and `to` as YYYY-MM-DD, both included, in UTC (the times in
 * the file are UTC too), at most ten years.
 */
export function consentExportRange(params: URLSearchParams): RangeResult {
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const start = day.test(from) ? new Date(`${from}T00:00:00Z`) : null
  const end = day.test(to) ? new Date(`${to}T00:00:00Z`) : null
  if (!start || Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== from) {
    return { ok: false, error: 'from: give the first day as YYYY-MM-DD' }
  }
  if (!end || Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== to) {
    return { ok: false, error: 'to: give the last day as YYYY-MM-DD' }
  }
  if (end < start) return { ok: false, error: 'to: the last day is before the first' }
  if (end.getTime() - start.getTime() > 3660 * dayMs) {
    return { ok: false, error: 'to: at most ten years at a time' }
  }
  return { ok: true, range: { from: start, until: new Date(end.getTime() + dayMs) } }
}

export type ConsentRow = {
  at: string
  event: string
  number: string
  words: string
  channel: string
  address?: string | null
  page?: string | null
  lead?: number | null
}

const header = [
  'Time (UTC)',
  'Event',
  'Number',
  'Words',
  'Channel',
  'Client address',
  'Page',
  'Lead',
]

/** The evidence file: one line a consent, opt-out or opt-in, oldest first. */
export const consentCsv = (rows: ConsentRow[]) =>
  toCsv(
    header,
    rows.map((row) => [
      row.at,
      row.event,
      row.number,
      row.words,
      row.channel,
      row.address,
      row.page,
      row.lead,
    ]),
  )
