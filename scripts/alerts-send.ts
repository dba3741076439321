/*
 * npm run alerts:send: today's shopper alert run, at once, whatever the Lead settings hour
 * (ADR 0025). Safe to repeat: a second run finds nothing new and sends nothing.
 *
 *   npm run alerts:send [-- --json]
 *
 * --json  one JSON line instead of the sentence, with the run's time and the process's peak
 *         memory (for a scheduler's log, and what the benchmark reads).
 *
 * package.json gives this process a small young generation and a 192 MB old one: a batch that
 * pages through thousands of rows otherwise lets V8 defer its full collections until the process
 * holds twice what is live (ADR 0025, "Memory").
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { dealerClock } from '@/lib/alerts/schedule'
import { recordedRun } from '@/server/alerts/task'

const json = process.argv.includes('--json')
const payload = await getPayload({ config })
const now = new Date()
const started = performance.now()
const result = await recordedRun(payload, dealerClock(now).day, now)
if (!result.ran) {
  console.error(
    result.notRun === 'locked'
      ? 'Another alert run is in progress; nothing done.'
      : 'No SMTP server is configured (SMTP_HOST); nothing sent.',
  )
  process.exit(1)
}
const runMs = Math.round(performance.now() - started)
// maxRSS (KiB): the whole process at its peak, Payload's start-up included.
const peakRssBytes = process.resourceUsage().maxRSS * 1024
if (json) console.log(JSON.stringify({ ...result, runMs, peakRssBytes }))
else
  console.log(
    `Alert run: ${result.mailed} e-mailed, ${result.failed} failed, of ${result.subscribers} ` +
      `addresses with active alerts, in ${(runMs / 1000).toFixed(1)} s ` +
      `(peak memory ${Math.round(peakRssBytes / 1024 / 1024)} MB).`,
  )
process.exit(result.failed > 0 ? 1 : 0)
