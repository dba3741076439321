import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction } from '@/server/database/in-transaction'
import { transactionDb } from '@/server/internals/transaction-db'
import { queueLeadNotifications } from '@/server/jobs/lead-notifications'

/* Any fixed number, the same for every instance: sweeps of several instances take turns. */
const SWEEP_LOCK = 7_302_515

/*
 * A lead younger than this is left alone: during a rolling update an instance of an older release
 * may still store a lead and queue its job in two steps.
 */
const graceMs = 60_000

/*
 * Leads still waiting for their e-mail with no job at all to send it: stored by a release that
 * queued the job after the lead and killed in between (ADR 0021). A job that is done is deleted,
 * but its lead is then no longer pending.
 */
const orphanedLeads = (before: string) => sql`
  SELECT q.id FROM quote_requests q
  WHERE q.notification = 'pending' AND q.created_at < ${before}::timestamptz
    AND NOT EXISTS (
      SELECT 1 FROM payload_jobs j
      WHERE j.task_slug = 'notifyLead' AND j.input->>'leadId' = q.id::text
    )
  ORDER BY q.id LIMIT 100`

const ids = (result: { rows: unknown[] }) =>
  result.rows.map((row) => Number((row as { id: unknown }).id))

/**
 * Queues the e-mails of every stored lead left without a job, and returns their ids. Run on each
 * tick of the jobs cron; the common case is one query that finds nothing. Instances sweep one at
 * a time (an advisory lock held by the transaction), and each looks again once it holds the lock,
 * so no lead gets its jobs twice.
 */
export async function queueOrphanedLeads(payload: Payload): Promise<number[]> {
  const before = new Date(Date.now() - graceMs).toISOString()
  if (ids(await payload.db.drizzle.execute(orphanedLeads(before))).length === 0) return []
  const leadIds = await inTransaction(payload, {}, async (req) => {
    const db = await transactionDb(req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SWEEP_LOCK})`)
    const found = ids(await db.execute(orphanedLeads(before)))
    for (const leadId of found) await queueLeadNotifications(payload, leadId, req)
    return found
  })
  if (leadIds.length > 0) {
    payload.logger.warn(`Leads ${leadIds.join(', ')} had no e-mail job: queued now`)
  }
  return leadIds
}
