import { z } from 'zod'

import { dayMs } from '@/lib/durations'
import { dealerTimeZone, offsetAt } from '@/lib/leads/business-hours'

/*
 * The period a report covers, from the address (`?period=4w|quarter|year|range&from=&to=`), and
 * the period of the same length just before it, which every figure is compared with. A named
 * period ends now; a range runs from the start of `from` to the end of `to`, the dealer's days
 * (ADR 0066).
 */

export const periodKinds = ['4w', 'quarter', 'year', 'range'] as const
export type PeriodKind = (typeof periodKinds)[number]

export const periodLabels: Record<PeriodKind, string> = {
  '4w': 'Last 4 weeks',
  quarter: 'Last quarter (13 weeks)',
  year: 'Last year (52 weeks)',
  range: 'Dates',
}

const namedDays: Record<Exclude<PeriodKind, 'range'>, number> = {
  '4w': 28,
  quarter: 91,
  year: 364,
}

/** The longest range a report covers: three years of leads stay within the view's budget. */
export const longestRangeDays = 3 * 366

export type Span = { from: Date; to: Date }
export type Period = Span & { kind: PeriodKind; before: Span; days: number }

const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' })

export const periodQuerySchema = z
  .object({
    period: z.enum(periodKinds, { error: 'must be one of 4w, quarter, year, range' }).default('4w'),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => query.period !== 'range' || (query.from && query.to), {
    error: 'A range needs both a from and a to date.',
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The from date must not be after the to date.',
  })
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      (Date.parse(query.to) - Date.parse(query.from)) / dayMs < longestRangeDays,
    { error: `A range covers at most ${longestRangeDays} days.` },
  )

export type PeriodQuery = z.infer<typeof periodQuerySchema>

/** The query's fields as the address carries them; an empty field is no field. */
export const periodQueryFrom = (params: URLSearchParams) =>
  periodQuerySchema.safeParse({
    period: params.get('period') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  })

/** The instant the dealer's day 'YYYY-MM-DD' begins (US changes of time are at 2 am, never 0). */
function dealerMidnight(day: string): Date {
  const midnight = Date.parse(day)
  const guess = midnight - offsetAt(midnight, dealerTimeZone)
  return new Date(midnight - offsetAt(guess, dealerTimeZone))
}

export function periodOf(query: PeriodQuery, now: Date): Period {
  const to =
    query.period === 'range'
      ? dealerMidnight(new Date(Date.parse(query.to!) + dayMs).toISOString().slice(0, 10))
      : new Date(now.getTime())
  const from =
    query.period === 'range'
      ? dealerMidnight(query.from!)
      : new Date(to.getTime() - namedDays[query.period] * dayMs)
  const length = to.getTime() - from.getTime()
  return {
    kind: query.period,
    from,
    to,
    days: Math.round(length / dayMs),
    before: { from: new Date(from.getTime() - length), to: from },
  }
}

/** The address's query for a period: what links and CSV downloads carry. */
export function periodSearch(query: PeriodQuery): string {
  const params = new URLSearchParams({ period: query.period })
  if (query.period === 'range') {
    params.set('from', query.from!)
    params.set('to', query.to!)
  }
  return params.toString()
}
