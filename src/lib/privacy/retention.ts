import { viewWindowDays } from '@/lib/aging/report'
import { dayMs } from '@/lib/durations'

/*
 * How long the site keeps what it holds about shoppers (issue 55, ADR 0064): the settings editors
 * see in the CMS (_Privacy_), read once here with their defaults, so the notice says exactly what
 * the daily retention job does.
 */
export type RetentionSettings = {
  leadMonths?: number | null
  photoDays?: number | null
  textMonths?: number | null
  pageViewDays?: number | null
  unconfirmedDays?: number | null
}

export type RetentionRules = {
  /** A lead is made anonymous this long after its last activity. */
  leadMonths: number
  /** A shopper's photos go this long after their lead closed. */
  photoDays: number
  /** A text's words go this long after it was sent or received. */
  textMonths: number
  /** A unit's daily page view counts go this long after their day. */
  pageViewDays: number
  /** A privacy request never confirmed goes this long after it was asked. */
  unconfirmedDays: number
}

export const retentionDefaults: RetentionRules = {
  leadMonths: 36,
  photoDays: 90,
  textMonths: 24,
  pageViewDays: 90,
  unconfirmedDays: 7,
}

const whole = (value: number | null | undefined, fallback: number, least = 1) =>
  typeof value === 'number' && Number.isFinite(value) && value >= least
    ? Math.trunc(value)
    : fallback

export const retentionRules = (settings: RetentionSettings | null | undefined): RetentionRules => ({
  leadMonths: whole(settings?.leadMonths, retentionDefaults.leadMonths),
  photoDays: whole(settings?.photoDays, retentionDefaults.photoDays),
  textMonths: whole(settings?.textMonths, retentionDefaults.textMonths),
  pageViewDays: whole(settings?.pageViewDays, retentionDefaults.pageViewDays, viewWindowDays),
  unconfirmedDays: whole(settings?.unconfirmedDays, retentionDefaults.unconfirmedDays),
})

/** `months` calendar months before `now` (the same day of the month, or its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now)
  const day = at.getUTCDate()
  at.setUTCDate(1)
  at.setUTCMonth(at.getUTCMonth() - months)
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()
  at.setUTCDate(Math.min(day, last))
  return at
}

/** The moments before which each kind of record is past its time at `now`. */
export function retentionCutoffs(now: Date, rules: RetentionRules) {
  return {
    leads: monthsBefore(now, rules.leadMonths),
    photos: new Date(now.getTime() - rules.photoDays * dayMs),
    texts: monthsBefore(now, rules.textMonths),
    pageViews: new Date(now.getTime() - rules.pageViewDays * dayMs),
    unconfirmed: new Date(now.getTime() - rules.unconfirmedDays * dayMs),
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** The notice's lines on how long each kind is kept, from the rules the job applies. */
export function retentionLines(rules: RetentionRules): { what: string; kept: string }[] {
  return [
    {
      what: 'Requests and messages you send us (quotes, finance, service, parts, trade-ins, reservations)',
      kept: `${plural(rules.leadMonths, 'month')} after our last contact about them; then your name, e-mail, phone and words are removed and only an anonymous count stays`,
    },
    {
      what: 'Photos you send with a trade-in or parts request',
      kept: `${plural(rules.photoDays, 'day')} after the request is closed`,
    },
    {
      what: 'Texts between you and us',
      kept: `${plural(rules.textMonths, 'month')} after each text (words of yours quoted on a request's record go with the request); the record that you agreed to texts or stopped them is kept as evidence`,
    },
    {
      what: 'How many times each trailer page was viewed each day (no cookie; your address block counts you once a day and is forgotten within two days)',
      kept: plural(rules.pageViewDays, 'day'),
    },
    {
      what: 'A privacy request you did not confirm',
      kept: `${plural(rules.unconfirmedDays, 'day')} after you sent it; a confirmed request and our answer are kept as the record that we answered`,
    },
  ]
}
