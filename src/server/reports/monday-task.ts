import type { Payload, TaskConfig } from 'payload'

import { dueRunDay } from '@/lib/alerts/schedule'
import { isMonday } from '@/lib/reports/monday-email'
import { claimDay } from '@/server/jobs/claim-day'
import { mailConfigured } from '@/server/notify'

/*
 * When the Monday report e-mail goes (ADR 0070): at 7 am dealer time on Mondays, once however
 * many instances run. No `server-only`: payload.config.ts loads the task; the sending (which
 * reads the Reports view's figures) is imported when it runs.
 */

/** The dealer's hour the e-mail goes at. */
export const mondayReportHour = 7

/** The jobs queue of the Monday e-mail: its own, so a slow send holds up no lead's e-mail. */
export const reportQueue = 'reports'

type SendMondayReportIO = { input: { day: string }; output: { mailed: number; failed: number } }

export const sendMondayReportTask: TaskConfig<SendMondayReportIO> = {
  slug: 'sendMondayReport',
  inputSchema: [{ name: 'day', type: 'text', required: true }],
  outputSchema: [
    { name: 'mailed', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  // Not retried: a second run would mail those the first reached again.
  retries: 0,
  handler: async ({ input, req }) => {
    const { sendMondayReport } = await import('@/server/reports/monday-email')
    const result = await sendMondayReport(req.payload, input.day)
    await req.payload.update({
      collection: 'report-mailings',
      where: { day: { equals: input.day } },
      data: { finishedAt: new Date().toISOString(), ...result },
      overrideAccess: true,
    })
    return { output: result }
  },
}

/* Checked on the queue's every tick, but looked up at most once a minute per process. */
let nextCheck = 0

/**
 * Queues this Monday's e-mail once 7 am has come in dealer time, on the instance that claims the
 * day. An instance that cannot mail leaves it to one that can; a Monday the site was down all
 * day has no e-mail.
 */
export async function queueDueMondayReport(payload: Payload, now = new Date()): Promise<boolean> {
  if (now.getTime() < nextCheck || !mailConfigured(payload)) return false
  nextCheck = now.getTime() + 60_000
  const day = dueRunDay(now, mondayReportHour)
  if (!day || !isMonday(day) || !(await claimDay(payload, 'report-mailings', day))) return false
  await payload.jobs.queue({ task: 'sendMondayReport', input: { day }, queue: reportQueue })
  return true
}
