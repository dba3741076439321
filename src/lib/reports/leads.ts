import { businessMinutesBetween, dealerTimeZone } from '@/lib/leads/business-hours'
import { leadKinds, type LeadKind } from '@/lib/leads/kinds'
import { median } from '@/lib/leads/response-stats'
import { leadSourceLabel } from '@/lib/leads/source-label'
import type { OpenSpan } from '@/lib/opening-hours'
import { dayMs } from '@/lib/durations'
import type { LeadFact } from '@/lib/reports/lead-facts'
import type { Span } from '@/lib/reports/period'

/*
 * The lead figures of the Reports view (issue 54), pure so the int test's seeded set and any
 * clock give exact numbers. "Answered" is the first personal response the desk records
 * (firstResponseAt): the automatic e-mail and text replies never set it (ADR 0014).
 */

/** A lead answered within this many business minutes was answered within the hour. */
export const answerWithinMinutes = 60

/** The outcomes, in the desk's statuses; 'closed' (kept from before statuses) counts as lost. */
export const outcomes = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type Outcome = (typeof outcomes)[number]

const outcomeOf = (status: string): Outcome =>
  status === 'closed'
    ? 'lost'
    : (((outcomes as readonly string[]).includes(status) ? status : 'new') as Outcome)

export const kindOf = (fact: LeadFact): LeadKind =>
  (leadKinds as readonly string[]).includes(fact.kind ?? '') ? (fact.kind as LeadKind) : 'quote'

/** A lead with the business minutes to its first personal response; null while unanswered. */
export type ScoredLead = LeadFact & { responseMinutes: number | null }

/** Each lead's response time, counted once for every figure that reads it. */
export const scoreLeads = (facts: readonly LeadFact[], hours: readonly OpenSpan[]): ScoredLead[] =>
  facts.map((fact) => ({
    ...fact,
    responseMinutes: fact.firstResponseAt
      ? businessMinutesBetween(new Date(fact.createdAt), new Date(fact.firstResponseAt), hours)
      : null,
  }))

const answeredWithinHour = (lead: ScoredLead) =>
  lead.responseMinutes !== null && lead.responseMinutes <= answerWithinMinutes

/** `part` of `whole`; null when there is no whole to share. */
export const share = (part: number, whole: number) => (whole === 0 ? null : part / whole)

const dealerDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: dealerTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** 'YYYY-MM-DD' of an instant on the dealer's calendar. */
export const dayOf = (at: Date): string => dealerDay.format(at)

/** The period in weeks from its start; the last one ends with the period. */
export function weeksOf(period: Span): Span[] {
  const weeks: Span[] = []
  for (let start = period.from.getTime(); start < period.to.getTime(); start += 7 * dayMs) {
    weeks.push({
      from: new Date(start),
      to: new Date(Math.min(start + 7 * dayMs, period.to.getTime())),
    })
  }
  return weeks
}

export type WeekRow = {
  start: string
  byKind: Record<LeadKind, number>
  leads: number
  answeredWithinHour: number
}

const noKinds = () =>
  Object.fromEntries(leadKinds.map((kind) => [kind, 0])) as Record<LeadKind, number>

export function leadsByWeek(facts: readonly ScoredLead[], period: Span): WeekRow[] {
  const weeks = weeksOf(period)
  const rows: WeekRow[] = weeks.map((week) => ({
    start: dayOf(week.from),
    byKind: noKinds(),
    leads: 0,
    answeredWithinHour: 0,
  }))
  for (const fact of facts) {
    const index = Math.floor((Date.parse(fact.createdAt) - period.from.getTime()) / (7 * dayMs))
    const row = rows[index]
    if (!row) continue
    row.byKind[kindOf(fact)]++
    row.leads++
    if (answeredWithinHour(fact)) row.answeredWithinHour++
  }
  return rows
}

export type SourceRow = {
  source: string
  leads: number
  answeredWithinHour: number
  byOutcome: Record<Outcome, number>
  /** Won leads over all the source's leads. */
  closeRate: number | null
}

/** One row per source, most leads first (by name among equals). */
export function leadsBySource(facts: readonly ScoredLead[], siteHost: string): SourceRow[] {
  const rows = new Map<string, SourceRow>()
  for (const fact of facts) {
    const source = leadSourceLabel({ utmSource: fact.utmSource, referrer: fact.referrer }, siteHost)
    const row = rows.get(source) ?? {
      source,
      leads: 0,
      answeredWithinHour: 0,
      byOutcome: Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as Record<
        Outcome,
        number
      >,
      closeRate: null,
    }
    rows.set(source, row)
    row.leads++
    row.byOutcome[outcomeOf(fact.status)]++
    if (answeredWithinHour(fact)) row.answeredWithinHour++
  }
  return [...rows.values()]
    .map((row) => ({ ...row, closeRate: share(row.byOutcome.won, row.leads) }))
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source))
}

export type LeadHeadline = {
  leads: number
  answeredWithinHourShare: number | null
  /** Median business minutes to the first personal response, of the leads answered. */
  medianResponseMinutes: number | null
  won: number
  closeRate: number | null
}

export function leadHeadline(facts: readonly ScoredLead[]): LeadHeadline {
  const middle = median(facts.flatMap((fact) => fact.responseMinutes ?? []))
  const won = facts.filter((fact) => outcomeOf(fact.status) === 'won').length
  return {
    leads: facts.length,
    answeredWithinHourShare: share(facts.filter(answeredWithinHour).length, facts.length),
    medianResponseMinutes: middle === null ? null : Math.round(middle),
    won,
    closeRate: share(won, facts.length),
  }
}
