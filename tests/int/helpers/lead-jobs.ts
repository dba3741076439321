import { sql } from '@payloadcms/db-postgres'
import type { Where } from 'payload'

import type { Lead } from '@/payload-types'
import { leadQueue } from '@/server/leads/notifications'

import { payload } from './requests'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/*
 * A request starts its lead's first e-mail attempt in the background: tests wait until every
 * matching lead satisfies `done`, or fail with what they last saw. The look is quick at first,
 * then once a second: reading 500 leads ten times a second took the CPU the jobs being waited
 * for needed.
 */
export async function leadsWhen(
  where: Where,
  done: (lead: Lead) => boolean,
  timeoutMs = 30_000,
): Promise<Lead[]> {
  const client = await payload()
  const deadline = Date.now() + timeoutMs
  for (let wait = 100; ; wait = Math.min(wait * 2, 1_000)) {
    const { docs } = await client.find({
      collection: 'quote-requests',
      where,
      pagination: false,
      depth: 0,
    })
    if (docs.length > 0 && docs.every(done)) return docs
    if (Date.now() > deadline) {
      const seen = docs.map((doc) => [doc.id, doc.notification, doc.notificationAttempts])
      throw new Error(`Leads not settled in ${timeoutMs} ms: ${JSON.stringify(seen)}`)
    }
    await pause(wait)
  }
}

export const leadWithMessage = async (message: string, done: (lead: Lead) => boolean) =>
  (await leadsWhen({ message: { equals: message } }, done))[0]

/*
 * The queued jobs carrying e-mails about `leadId`, once none of them is running. Payload marks a
 * job that succeeded completed (no longer processing) and deletes it only when its whole run is
 * over: such a job still there is about to go.
 */
export async function jobsFor(leadId: number) {
  const client = await payload()
  for (let tries = 0; ; tries++) {
    const { docs } = await client.find({
      collection: 'payload-jobs',
      where: { queue: { equals: leadQueue } },
      depth: 0,
      pagination: false,
    })
    const jobs = docs.filter((job) => (job.input as { leadId?: number } | null)?.leadId === leadId)
    const settled = (job: (typeof jobs)[number]) =>
      !job.processing && !(job.completedAt && !job.hasError)
    if (jobs.every(settled) || tries > 100) return jobs
    await pause(100)
  }
}

/*
 * Time passes: no job waits any more. No time is written: the queue takes a job whose time is
 * strictly before the process's clock, which a faked Date (dealer-daytime.ts) moves in 20 ms
 * steps, so a time set to "now" could still be "now" at the next run, and that run skip it.
 */
export async function endBackoffs(): Promise<void> {
  await (await payload()).db.drizzle.execute(sql`update payload_jobs set wait_until = null`)
}

/*
 * Until no lead job is running, seen twice in a row: a file whose requests start jobs in the
 * background waits for them before its database is dropped under them.
 */
export async function leadJobsIdle(timeoutMs = 30_000): Promise<void> {
  const client = await payload()
  const deadline = Date.now() + timeoutMs
  let quiet = 0
  while (quiet < 2 && Date.now() < deadline) {
    const { totalDocs } = await client.count({
      collection: 'payload-jobs',
      where: { queue: { equals: leadQueue }, processing: { equals: true } },
    })
    quiet = totalDocs === 0 ? quiet + 1 : 0
    await pause(200)
  }
}
