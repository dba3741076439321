import { vi } from 'vitest'

import { dealerTimeZone } from '@/lib/leads/business-hours'

const hourMs = 60 * 60_000
const hourIn = new Intl.DateTimeFormat('en-US', {
  timeZone: dealerTimeZone,
  hourCycle: 'h23',
  hour: 'numeric',
})

/*
 * Automatic texts go only from 8 am to 8 pm, dealer time (ADR 0052): tests that send them run
 * at any hour on a clock set to the latest noon in New York, which then runs on. Only `Date` is
 * faked; that noon lies in the past, so nothing compares it with a database's later now().
 */
export function runAtDealerNoon() {
  let noon = Math.floor(Date.now() / hourMs) * hourMs
  while (Number(hourIn.format(new Date(noon))) !== 12) noon -= hourMs
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: noon })
}
