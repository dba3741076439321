import type { Payload } from 'payload'

import { inTransaction } from '@/server/database/in-transaction'
import { leadsWithoutJobs, lockLeadSweep } from '@/server/internals/payload-jobs'
import { transactionDb } from '@/server/internals/transaction-db'
import { queueLeadNotifications } from '@/server/leads/notifications'
import { queueLeadRouting } from '@/server/leads/routing'

/*
 * A lead younger than this is left alone: during a rolling update an instance of an older release
 * may still store a lead and queue its job in two steps.
 */
const graceMs = 60_000

/**
 * Queues the e-mails and the routing of every stored lead left without a job for them (stored by
 * a release that queued the job after the lead and killed in between: ADR 0021, 0024), and
 * returns their ids. Run on each tick of the jobs cron; the common case is one query that finds
 * nothing. Instances sweep one at a time (an advisory lock held by the transaction), and each
 * looks again once it holds the lock, so no lead gets its jobs twice.
 */
export async function queueOrphanedLeads(payload: Payload): Promise<number[]> {
  const before = new Date(Date.now() - graceMs).toISOString()
  if ((await leadsWithoutJobs(payload.db.drizzle, before)).length === 0) return []
  const leadIds = await inTransaction(payload, {}, async (req) => {
    const db = await transactionDb(req)
    await lockLeadSweep(db)
    const found = await leadsWithoutJobs(db, before)
    for (const { id, task } of found) {
      if (task === 'routeLead') await queueLeadRouting(payload, id, req)
      else await queueLeadNotifications(payload, id, req)
    }
    return [...new Set(found.map(({ id }) => id))]
  })
  if (leadIds.length > 0) {
    payload.logger.warn(`Leads ${leadIds.join(', ')} had no e-mail or routing job: queued now`)
  }
  return leadIds
}
