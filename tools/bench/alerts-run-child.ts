/*
 * One alert run in a process of its own, so its time and peak memory are the run's alone (the
 * SMTP sink stays in the parent, tools/bench/alerts-run.ts). Prints one JSON line.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { runAlerts } from '@/server/alerts/run'

const payload = await getPayload({ config })
const initRss = process.memoryUsage().rss
let peakHeap = 0
const sample = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
}, 50)
const started = performance.now()
const result = await runAlerts(payload, new Date())
const runMs = Math.round(performance.now() - started)
clearInterval(sample)
console.log(
  JSON.stringify({
    runMs,
    initRssBytes: initRss,
    peakHeapBytes: peakHeap,
    // maxRSS (KiB) covers the whole process: Payload's start-up and the run.
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    result,
  }),
)
process.exit(0)
