import { dayMs, hourMs } from '@/lib/durations'

/*
 * How many texts the site may send, in two budgets that never touch (ADR 0052). Automatic texts
 * (the instant reply and whatever else the site sends by itself) are set off by anonymous forms, so
 * they have limits of their own; a staff member's texts have theirs, which automatic texts never
 * use up: a bot filling forms cannot silence a person answering a shopper.
 */

/** Fixed limits on automatic texts; the site-wide one is in Lead settings. */
export const automaticLimits = {
  /** At most one automatic text a number an hour. */
  perNumberHour: 1,
  /** At most three automated texts a number in 24 hours (Maryland's Stop the Spam Calls Act). */
  perNumberDay: 3,
  /** The automatic texts one client's forms (its address block) can set off in 24 hours. */
  perClientDay: 3,
} as const

export type AutomaticCounts = {
  /** When each automatic text to the number goes (or went), in the 24 hours either side. */
  numberSends: readonly Date[]
  /** Automatic texts the same client's forms set off in the last 24 hours. */
  clientDay: number
  /** Automatic texts of the whole site in the last 24 hours. */
  siteDay: number
}

/*
 * The longest run of sends inside any 24 hours that holds `at`: every window [s, s + 24 h) that
 * starts at one of the sends (or at `at`) and contains `at`, so a text held for the morning counts
 * where it goes, not where it was written.
 */
function busiestDay(sends: readonly Date[], at: Date) {
  const times = [...sends.map((send) => send.getTime()), at.getTime()]
  let most = 0
  for (const start of times) {
    if (start > at.getTime() || at.getTime() >= start + dayMs) continue
    most = Math.max(most, times.filter((t) => t >= start && t < start + dayMs).length)
  }
  return most
}

/** Why an automatic text to go at `at` may not, or null. */
export function automaticRefusal(counts: AutomaticCounts, at: Date, siteDailyCap: number) {
  const near = counts.numberSends.filter((send) => Math.abs(send.getTime() - at.getTime()) < hourMs)
  if (near.length >= automaticLimits.perNumberHour) {
    return 'the number got an automatic text less than an hour ago'
  }
  if (busiestDay(counts.numberSends, at) > automaticLimits.perNumberDay) {
    return 'the number got three automatic texts in 24 hours'
  }
  if (counts.clientDay >= automaticLimits.perClientDay) {
    return 'the forms of this client set off three automatic texts in 24 hours'
  }
  if (counts.siteDay >= siteDailyCap) {
    return 'the site reached its automatic texts per day in Lead settings'
  }
  return null
}

export type StaffCounts = { numberDay: number; siteDay: number }

/** Why a staff member's text may not go now, or null: counted over staff texts only. */
export function staffRefusal(
  counts: StaffCounts,
  caps: { perNumberDailyCap: number; dailyCap: number },
) {
  if (counts.numberDay >= caps.perNumberDailyCap) {
    return 'the number reached its texts per day in Lead settings'
  }
  if (counts.siteDay >= caps.dailyCap) return 'the site reached its texts per day in Lead settings'
  return null
}
