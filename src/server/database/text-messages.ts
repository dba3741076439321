import { sql } from '@payloadcms/db-postgres'

import { advisoryLocks } from '@/server/database/advisory-locks'
import type { Db } from '@/server/internals/transaction-db'

/*
 * The statements on texts (`text_messages`): the claim of one attempt, the counts the budgets cap
 * (ADR 0052) and the locks that make counting and storing one step. No `server-only`:
 * payload.config.ts loads the send job.
 */

/*
 * Takes the text for an attempt, in one statement: true when it was waiting (or left 'sending'
 * before `stalledBefore` by a process that died mid-send), false when another runner has it.
 */
export async function claimTextForSending(
  db: Db,
  id: number,
  attempts: number,
  stalledBefore: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE "text_messages" SET "status" = 'sending', "attempts" = ${attempts}, "updated_at" = now()
    WHERE "id" = ${id}
      AND ("status" IN ('held', 'queued')
        OR ("status" = 'sending' AND "updated_at" < ${stalledBefore}))
    RETURNING "id"`)
  return rows.length > 0
}

/** Waits for, then holds for the transaction, the texts from or to `number`. */
export async function lockInboundFromNumber(db: Db, number: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${advisoryLocks.inboundByNumber}, hashtext(${number}))`,
  )
}

/** Waits for, then holds for the transaction, the budget of texts to `number`. */
export async function lockTextsToNumber(db: Db, number: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${advisoryLocks.textByNumber}, hashtext(${number}))`,
  )
}

/** Waits for, then holds for the transaction, the budget of automatic texts from a client. */
export async function lockTextsFromClient(db: Db, clientBlock: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${advisoryLocks.textByClient}, hashtext(${clientBlock}))`,
  )
}

/* Texts that count: sent or on their way, not those the site refused. */
const counted = sql`direction = 'out' AND status <> 'refused'`

/** When the automatic texts to `number` go (or went), for those going between `after` and `before`. */
export async function automaticSendTimes(
  db: Db,
  number: string,
  window: { after: string; before: string },
): Promise<Date[]> {
  const goes = sql`coalesce(send_after, created_at)`
  const { rows } = await db.execute(sql`
    SELECT extract(epoch FROM ${goes}) * 1000 AS ms FROM text_messages
    WHERE ${counted} AND coalesce(automatic, false) AND number = ${number}
      AND ${goes} > ${window.after}::timestamptz
      AND ${goes} < ${window.before}::timestamptz`)
  return rows.map((row) => new Date(Number((row as { ms: string }).ms)))
}

/** Automatic texts stored since `since`: from the client block, and from anyone. */
export async function automaticTextCounts(
  db: Db,
  clientBlock: string,
  since: string,
): Promise<{ clientDay: number; siteDay: number }> {
  const { rows } = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE client_block = ${clientBlock}) AS client_day,
      count(*) AS site_day
    FROM text_messages
    WHERE ${counted} AND coalesce(automatic, false)
      AND created_at > ${since}::timestamptz`)
  const counts = rows[0] as { client_day: string; site_day: string }
  return { clientDay: Number(counts.client_day), siteDay: Number(counts.site_day) }
}

/** Staff texts stored since `since`: to `number`, and to anyone. */
export async function staffTextCounts(
  db: Db,
  number: string,
  since: string,
): Promise<{ numberDay: number; siteDay: number }> {
  const { rows } = await db.execute(sql`
    SELECT count(*) FILTER (WHERE number = ${number}) AS number_day, count(*) AS site_day
    FROM text_messages
    WHERE ${counted} AND NOT coalesce(automatic, false)
      AND created_at > ${since}::timestamptz`)
  const counts = rows[0] as { number_day: string; site_day: string }
  return { numberDay: Number(counts.number_day), siteDay: Number(counts.site_day) }
}

/** Deletes the texts sent or received before `before`, in one statement; how many. */
export async function deleteTextsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM "text_messages" WHERE "created_at" < ${before.toISOString()}`,
  )
  return result.rowCount ?? 0
}
