import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { dayMs } from '@/lib/durations'
import {
  type AutomaticCounts,
  automaticRefusal,
  type StaffCounts,
  staffRefusal,
} from '@/lib/texting/caps'
import type { LeadSetting } from '@/payload-types'
import { transactionDb } from '@/server/internals/transaction-db'
import { advisoryLocks } from '@/server/database/advisory-locks'

/* No `server-only`: payload.config.ts loads the send job, which reaches this module. */

type Texting = NonNullable<LeadSetting['texting']>
type Db = Awaited<ReturnType<typeof transactionDb>>

const iso = (ms: number) => new Date(ms).toISOString()
/* Texts that count: sent or on their way, not those the site refused. */
const counted = sql`direction = 'out' AND status <> 'refused'`

async function automaticCounts(
  db: Db,
  number: string,
  clientBlock: string | null,
  now: Date,
  at: Date,
): Promise<AutomaticCounts> {
  const goes = sql`coalesce(send_after, created_at)`
  const { rows: sends } = await db.execute(sql`
    SELECT extract(epoch FROM ${goes}) * 1000 AS ms FROM text_messages
    WHERE ${counted} AND coalesce(automatic, false) AND number = ${number}
      AND ${goes} > ${iso(at.getTime() - dayMs)}::timestamptz
      AND ${goes} < ${iso(at.getTime() + dayMs)}::timestamptz`)
  const { rows } = await db.execute(sql`
    SELECT
      count(*) FILTER (WHERE client_block = ${clientBlock ?? ''}) AS client_day,
      count(*) AS site_day
    FROM text_messages
    WHERE ${counted} AND coalesce(automatic, false)
      AND created_at > ${iso(now.getTime() - dayMs)}::timestamptz`)
  const counts = rows[0] as { client_day: string; site_day: string }
  return {
    numberSends: sends.map((row) => new Date(Number((row as { ms: string }).ms))),
    clientDay: clientBlock ? Number(counts.client_day) : 0,
    siteDay: Number(counts.site_day),
  }
}

async function staffCounts(db: Db, number: string, now: Date): Promise<StaffCounts> {
  const { rows } = await db.execute(sql`
    SELECT count(*) FILTER (WHERE number = ${number}) AS number_day, count(*) AS site_day
    FROM text_messages
    WHERE ${counted} AND NOT coalesce(automatic, false)
      AND created_at > ${iso(now.getTime() - dayMs)}::timestamptz`)
  const counts = rows[0] as { number_day: string; site_day: string }
  return { numberDay: Number(counts.number_day), siteDay: Number(counts.site_day) }
}

export type BudgetedText = { number: string; automatic: boolean; clientBlock?: string | null }

/**
 * Why the text's budget refuses it, or null (ADR 0052). Counted in the transaction that stores
 * the text, with the number (and, for an automatic text, the client) locked, so two sends at once
 * cannot both slip under a cap. `at` is when the text will go: later than `now` when held.
 */
export async function budgetRefusal(
  req: PayloadRequest,
  text: BudgetedText,
  settings: Texting,
  now: Date,
  at: Date,
) {
  const db = await transactionDb(req)
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${advisoryLocks.textByNumber}, hashtext(${text.number}))`,
  )
  if (!text.automatic) {
    return staffRefusal(await staffCounts(db, text.number, now), {
      perNumberDailyCap: settings.perNumberDailyCap ?? 10,
      dailyCap: settings.dailyCap ?? 500,
    })
  }
  const block = text.clientBlock ?? null
  if (block)
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(${advisoryLocks.textByClient}, hashtext(${block}))`,
    )
  const counts = await automaticCounts(db, text.number, block, now, at)
  return automaticRefusal(counts, at, settings.automaticDailyCap ?? 200)
}
