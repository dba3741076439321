/*
 * npm run alerts:send: today's shopper alert run, at once, whatever the Lead settings hour
 * (ADR 0025). Safe to repeat: a second run finds nothing new and sends nothing.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { dealerClock } from '@/lib/alerts/schedule'
import { recordedRun } from '@/server/jobs/alert-run'

const payload = await getPayload({ config })
const now = new Date()
const result = await recordedRun(payload, dealerClock(now).day, now)
if (!result.ran) {
  console.error('Another alert run is in progress; nothing done.')
  process.exit(1)
}
console.log(
  `Alert run: ${result.mailed} e-mailed, ${result.failed} failed, of ${result.subscribers} addresses with active alerts.`,
)
process.exit(result.failed > 0 ? 1 : 0)
