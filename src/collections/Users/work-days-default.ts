import type { PayloadRequest } from 'payload'

import { openWorkDays } from '@/lib/leads/weekdays'
import { readOpeningHours } from '@/lib/opening-hours'

/** A new account works the days the site settings' opening hours open (issue 50). */
export async function workDaysDefault({ req }: { req: PayloadRequest }) {
  const site = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return openWorkDays(readOpeningHours(site.hours).spans)
}
