import type { Payload, TaskConfig } from 'payload'

import { dueRunDay } from '@/lib/alerts/schedule'
import { runAlerts } from '@/server/alerts/run'
import { claimDay } from '@/server/jobs/claim-day'
import { mailConfigured } from '@/server/notify'

/** The jobs queue of the daily alert run (ADR 0025). */
export const alertQueue = 'alerts'

type SendAlertsIO = { input: { day: string }; output: { mailed: number; failed: number } }

/*
 * A run is not retried as a job: what it did not send (a failed mail, a run cut short) is still
 * new at the next run, which sends it.
 */
export const sendAlertsTask: TaskConfig<SendAlertsIO> = {
  slug: 'sendAlerts',
  inputSchema: [{ name: 'day', type: 'text', required: true }],
  outputSchema: [
    { name: 'mailed', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  retries: 0,
  handler: async ({ input, req }) => {
    const result = await recordedRun(req.payload, input.day)
    return { output: { mailed: result.mailed, failed: result.failed } }
  },
}

/** Runs now, noting the run on the day's row (created if missing: a manual run). */
export async function recordedRun(payload: Payload, day: string, now = new Date()) {
  const startedAt = now.toISOString()
  const { docs } = await payload.find({
    collection: 'alert-runs',
    where: { day: { equals: day } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row =
    docs[0] ??
    (await payload.create({ collection: 'alert-runs', data: { day }, overrideAccess: true }))
  await payload.update({
    collection: 'alert-runs',
    id: row.id,
    data: { startedAt },
    overrideAccess: true,
  })
  const result = await runAlerts(payload, now)
  if (result.ran) {
    await payload.update({
      collection: 'alert-runs',
      id: row.id,
      data: {
        finishedAt: new Date().toISOString(),
        mailed: (row.mailed ?? 0) + result.mailed,
        failed: (row.failed ?? 0) + result.failed,
      },
      overrideAccess: true,
    })
  }
  return result
}

/* Checked on the queue's every tick, but looked up at most once a minute per process. */
let nextCheck = 0

/**
 * Queues today's run once the Lead settings hour has come in dealer time. The day's row is
 * unique, so of several instances only the first to write it queues the run.
 */
export async function queueDueAlertRun(payload: Payload, now = new Date()): Promise<boolean> {
  // An instance that cannot mail leaves the day's run to one that can.
  if (now.getTime() < nextCheck || !mailConfigured(payload)) return false
  nextCheck = now.getTime() + 60_000
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
  const day = dueRunDay(now, settings.alertHour ?? 8)
  if (!day || !(await claimDay(payload, 'alert-runs', day))) return false
  await payload.jobs.queue({ task: 'sendAlerts', input: { day }, queue: alertQueue })
  return true
}
