import { quantile } from 'd3-array'

import { businessMinutesBetween } from '@/lib/leads/business-hours'
import type { LeadClock, Person } from '@/lib/leads/view'

/*
 * Who answers how fast: per owner, over the leads they own from the last 30 days, the median time
 * to the first personal response in business minutes, and the shares answered within 15 business
 * minutes and within the response target, both counted in business minutes, so a lead answered
 * in 14 open minutes across a night is within 15 minutes and within a 2 h target alike (the
 * Overdue mark of ADR 0014 runs the target on the wall clock instead: it says when to act, these
 * figures how long the shopper waited while someone could have answered).
 * A lead not answered yet counts as within neither: a share says how many of a person's leads
 * were answered in time, not how many of those answered.
 */

export const quickResponseMinutes = 15

export type OwnedLead = { owner: Person; createdAt: string; firstResponseAt: string | null }

export type PersonResponseStats = {
  person: Person
  leads: number
  answered: number
  medianBusinessMinutes: number | null
  /** Nine in ten of the answered leads were answered within this many business minutes. */
  p90BusinessMinutes: number | null
  within15Share: number
  withinTargetShare: number
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

type Tally = { person: Person; leads: number; minutes: number[]; quick: number; inTime: number }

/** One row per owner, by name; a lead's figures are for whoever owns it now. */
export function responseStatsByPerson(
  leads: readonly OwnedLead[],
  clock: LeadClock,
): PersonResponseStats[] {
  const tallies = new Map<number, Tally>()
  for (const lead of leads) {
    const tally = tallies.get(lead.owner.id) ?? {
      person: lead.owner,
      leads: 0,
      minutes: [],
      quick: 0,
      inTime: 0,
    }
    tallies.set(lead.owner.id, tally)
    tally.leads++
    if (!lead.firstResponseAt) continue
    const created = new Date(lead.createdAt)
    const answered = new Date(lead.firstResponseAt)
    const minutes = businessMinutesBetween(created, answered, clock.hours)
    tally.minutes.push(minutes)
    if (minutes <= quickResponseMinutes) tally.quick++
    if (minutes <= clock.targetMinutes) tally.inTime++
  }
  return [...tallies.values()]
    .map(({ person, leads: count, minutes, quick, inTime }) => {
      const middle = median(minutes)
      const ninetieth = quantile(minutes, 0.9)
      return {
        person,
        leads: count,
        answered: minutes.length,
        medianBusinessMinutes: middle === null ? null : Math.round(middle),
        p90BusinessMinutes: ninetieth === undefined ? null : Math.round(ninetieth),
        within15Share: quick / count,
        withinTargetShare: inTime / count,
      }
    })
    .sort((a, b) => a.person.name.localeCompare(b.person.name))
}
