import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction } from '@/server/database/in-transaction'
import { transactionDb } from '@/server/internals/transaction-db'
import { queueLeadNotifications } from '@/server/leads/notifications'
import { queueLeadRouting } from '@/server/leads/routing'
import { advisoryLocks } from '@/server/database/advisory-locks'

/*
 * A lead younger than this is left alone: during a rolling update an instance of an older release
 * may still store a lead and queue its job in two steps.
 */
const graceMs = 60_000

/*
 * Leads still waiting for their e-mail, or for their routing and reply, with no job at all to do
 * it: stored by a release that queued the job after the lead and killed in between (ADR 0021,
 * 0024). A job that is done is deleted, but its lead is then no longer pending. `task` says
 * which job a lead lacks.
 */
const orphanedLeads = (before: string) => sql`
  SELECT q.id, 'notifyLead' AS task FROM quote_requests q
  WHERE q.notification = 'pending' AND q.created_at < ${before}::timestamptz
    AND NOT EXISTS (
      SELECT 1 FROM payload_jobs j
      WHERE j.task_slug = 'notifyLead' AND j.input->>'leadId' = q.id::text
        AND coalesce(j.input->>'kind', 'staff') IN ('staff', 'adf')
    )
  UNION ALL
  SELECT q.id, 'routeLead' AS task FROM quote_requests q
  WHERE q.routing_reply = 'pending' AND q.created_at < ${before}::timestamptz
    AND NOT EXISTS (
      SELECT 1 FROM payload_jobs j
      WHERE j.task_slug = 'routeLead' AND j.input->>'leadId' = q.id::text
    )
  ORDER BY id LIMIT 100`

type Orphan = { id: number; task: string }
const orphans = (result: { rows: unknown[] }): Orphan[] =>
  result.rows.map((row) => {
    const { id, task } = row as { id: unknown; task: string }
    return { id: Number(id), task }
  })

/**
 * Queues the e-mails and the routing of every stored lead left without a job for them, and
 * returns their ids. Run on each
 * tick of the jobs cron; the common case is one query that finds nothing. Instances sweep one at
 * a time (an advisory lock held by the transaction), and each looks again once it holds the lock,
 * so no lead gets its jobs twice.
 */
export async function queueOrphanedLeads(payload: Payload): Promise<number[]> {
  const before = new Date(Date.now() - graceMs).toISOString()
  if (orphans(await payload.db.drizzle.execute(orphanedLeads(before))).length === 0) return []
  const leadIds = await inTransaction(payload, {}, async (req) => {
    const db = await transactionDb(req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(${advisoryLocks.leadSweep})`)
    const found = orphans(await db.execute(orphanedLeads(before)))
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
