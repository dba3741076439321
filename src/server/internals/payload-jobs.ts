import { sql } from '@payloadcms/db-postgres'

import { advisoryLocks } from '@/server/database/advisory-locks'
import type { Db } from '@/server/internals/transaction-db'

/*
 * Written against payload 3.90.1: its jobs queue keeps each job in `payload_jobs`, with the task
 * in `task_slug` and the input as JSON in `input`; a job that is done is deleted. Payload's API
 * cannot ask "which leads have no job" in one query, and the lead sweeper asks it on every tick.
 * tests/int/database-statements.int.test.ts fails when an upgrade renames the table or a column.
 */

export type LeadWithoutJob = { id: number; task: 'notifyLead' | 'routeLead' }

/*
 * Leads created before `before` still waiting for their e-mail (notification pending), or for
 * their routing and reply (reply pending), with no job at all to do it; `task` says which job a
 * lead lacks.
 */
export async function leadsWithoutJobs(db: Db, before: string): Promise<LeadWithoutJob[]> {
  const { rows } = await db.execute(sql`
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
  ORDER BY id LIMIT 100`)
  return rows.map((row) => {
    const { id, task } = row as { id: unknown; task: LeadWithoutJob['task'] }
    return { id: Number(id), task }
  })
}

/** Waits for, then holds for the transaction, the sweep for leads without jobs. */
export async function lockLeadSweep(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${advisoryLocks.leadSweep})`)
}
