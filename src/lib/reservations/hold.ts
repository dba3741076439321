import { dayMs } from '@/lib/durations'
import { dealerTimeZone, offsetAt } from '@/lib/leads/business-hours'
import { formatCents, percentOf, toCents } from '@/lib/money/cents'

/*
 * The online reservation's rules (issue 53, ADR 0063): what the deposit is, how long the hold
 * lasts, and how a hold reads. Pure, so the unit page, the cards, the sticker and the server
 * that takes the payment say the same.
 */

/** The deposit part of the "Price and fees" global, as editors type it. */
export type DepositSettings = {
  reservationsOffered?: boolean | null
  depositKind?: 'fixed' | 'percent' | null
  depositAmount?: number | null
  depositPercent?: number | null
  holdDays?: number | null
  reservationTerms?: string | null
}

export type DepositRules = {
  kind: 'fixed' | 'percent'
  amountCents: number
  percent: number
  holdDays: number
  terms: string
}

/** The terms a new site starts with; the dealer's own words replace them in the CMS. */
export const defaultReservationTerms =
  'The deposit holds this trailer for you alone until the date shown, and counts toward its price when you buy it. It is fully refundable: until you buy the trailer, ask us at any time and we refund it to your card, usually within 5 to 10 business days. We may end a hold and refund the deposit if the trailer cannot be sold as described.'

/** The rules when the dealer offers reservations (a saved form with a deposit), else null. */
export function depositRules(settings: DepositSettings | null | undefined): DepositRules | null {
  if (!settings?.reservationsOffered) return null
  const kind = settings.depositKind === 'percent' ? 'percent' : 'fixed'
  const amountCents = toCents(settings.depositAmount ?? 0)
  const percent = settings.depositPercent ?? 0
  const holdDays = Math.trunc(settings.holdDays ?? 0)
  const terms = settings.reservationTerms?.trim() ?? ''
  if (holdDays < 1 || !terms) return null
  if (kind === 'fixed' ? amountCents <= 0 : percent <= 0) return null
  return { kind, amountCents, percent, holdDays, terms }
}

/*
 * Stripe takes 50 cents at least; a deposit is never more than the price, so a fixed deposit
 * above a cheap unit's price is the price.
 */
export const minimumDepositCents = 50

/** The deposit on a unit of `priceCents` (the advertised price), or null when none can be taken. */
export function depositCents(priceCents: number, rules: DepositRules): number | null {
  const cents =
    rules.kind === 'fixed'
      ? Math.min(rules.amountCents, priceCents)
      : percentOf(priceCents, rules.percent)
  return cents >= minimumDepositCents ? cents : null
}

/*
 * A hold lasts whole days on the dealer's calendar: paid on a Monday afternoon with seven days, it
 * ends as the next Monday ends in Edgewater, so the date the shopper reads is the last day the
 * trailer is theirs, whatever the hour they paid.
 */
export function holdEndsAt(paidAt: Date, days: number): Date {
  const local = new Date(paidAt.getTime() + offsetAt(paidAt.getTime(), dealerTimeZone))
  const nextMidnightLocal =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + (days + 1) * dayMs
  // The offset at that midnight, not at payment: a daylight-saving change may lie between.
  const guess = nextMidnightLocal - offsetAt(nextMidnightLocal, dealerTimeZone)
  return new Date(nextMidnightLocal - offsetAt(guess, dealerTimeZone) - 1)
}

/** Whether a unit held until `heldUntil` is still held at `now`. */
export const isHeld = (heldUntil: string | null | undefined, now: Date): boolean =>
  typeof heldUntil === 'string' && Date.parse(heldUntil) > now.getTime()

/**
 * What a deposit may hold at `now`: an available unit nobody holds. Whether it is listed at all is
 * the caller's read (the unit page's state, the stored unit's stock).
 */
export const mayBeHeld = (
  unit: { status?: string | null; heldUntil?: string | null },
  now: Date,
): boolean => (unit.status ?? 'available') === 'available' && !isHeld(unit.heldUntil, now)

const holdDay = new Intl.DateTimeFormat('en-US', {
  timeZone: dealerTimeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
})

/** 'Saturday, December 5': the hold's last day in Edgewater, the same on server and browser. */
export const holdDayText = (heldUntil: string | Date): string => holdDay.format(new Date(heldUntil))

/** The badge of a held unit on its page, its card, the feed and the window sticker. */
export const holdBadge = (heldUntil: string | Date): string =>
  `On hold until ${holdDayText(heldUntil)}`

/** 'A refundable deposit of $250' or '…of $699.75 (5% of the price)'. */
export function depositText(cents: number, rules: DepositRules): string {
  const share = rules.kind === 'percent' ? ` (${rules.percent}% of the price)` : ''
  return `a refundable deposit of ${formatCents(cents)}${share}`
}
