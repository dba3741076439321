import { sql } from '@payloadcms/db-postgres'

import { advisoryLocks } from '@/server/database/advisory-locks'
import type { Db } from '@/server/internals/transaction-db'

/* The statements on stock alerts (`alerts`). No `server-only`: `npm run alerts:send` runs them. */

export type CountedAlerts = {
  kind: 'search' | 'price'
  summary: string
  watchKey: string | null
  unit: number | null
  count: number
}

/**
 * Active alerts counted by what they watch, newest group first; reads no address (ADR 0025).
 * Each group is named by its newest alert's words.
 */
export async function activeAlertCounts(db: Db): Promise<CountedAlerts[]> {
  const { rows } = await db.execute<CountedAlerts>(sql`
    SELECT "kind"::text AS "kind", "watch_key" AS "watchKey", "unit_id" AS "unit",
      (array_agg("summary" ORDER BY "id" DESC))[1] AS "summary", count(*)::int AS "count"
    FROM "alerts"
    WHERE "status" = 'active'
    GROUP BY "kind", "watch_key", "unit_id"
    ORDER BY max("id") DESC`)
  return rows
}

/*
 * The alert run's lock is a session's: held on `client`, one connection of the adapter's pool
 * (`payload.db.pool.connect()`), for the whole run, and gone with the connection if the process
 * dies. Typed by shape: the adapter brings its own copy of pg's types.
 */
export type PooledConnection = {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>
}

/** Takes the alert run's lock unless another run holds it: whether it did. */
export async function tryLockAlertRun(client: PooledConnection): Promise<boolean> {
  const { rows } = await client.query('select pg_try_advisory_lock($1) as held', [
    advisoryLocks.alertRun,
  ])
  return (rows[0] as { held: boolean } | undefined)?.held === true
}

export async function unlockAlertRun(client: PooledConnection): Promise<void> {
  await client.query('select pg_advisory_unlock($1)', [advisoryLocks.alertRun])
}
