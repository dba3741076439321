import { dealerTimeZone } from '@/lib/leads/business-hours'

/** The dealer's calendar day ('2026-11-26') and hour (0-23) at `now`. */
export function dealerClock(now: Date, timeZone = dealerTimeZone) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) }
}

/** The day whose run is due at `now`, once the set hour has come; null before it. */
export function dueRunDay(now: Date, alertHour: number): string | null {
  const { day, hour } = dealerClock(now)
  return hour >= alertHour ? day : null
}
