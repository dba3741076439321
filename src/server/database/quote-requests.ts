import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { mobileNumber } from '@/lib/texting/phone'
import { advisoryLocks, serviceDayLockText } from '@/server/database/advisory-locks'
import type { Db } from '@/server/internals/transaction-db'

/*
 * The statements on leads (`quote_requests`) that Payload has no API for: row locks, advisory
 * locks held as long as the caller's transaction, and reads it would take a document at a time.
 * No `server-only`: the jobs queue (payload.config.ts) and migrations load their callers.
 */

/** Locks the lead's row for the transaction; when it was last saved, or null when it is gone. */
export async function lockLeadRow(db: Db, id: number): Promise<Date | null> {
  const result = await db.execute(
    sql`SELECT "updated_at" FROM "quote_requests" WHERE "id" = ${id} FOR UPDATE`,
  )
  const row = result.rows[0] as { updated_at: string | Date } | undefined
  return row ? new Date(row.updated_at) : null
}

/** The latest open lead with an owner of the same e-mail (any case) created since `since`. */
export async function sameShopperOpenLead(
  db: Db,
  lead: { id: number; email: string },
  since: string,
): Promise<{ id: number; owner: number } | null> {
  const { rows } = await db.execute(sql`
    SELECT id, owner_id FROM quote_requests
    WHERE id <> ${lead.id} AND lower(email) = lower(${lead.email})
      AND status IN ('new', 'contacted', 'quoted') AND owner_id IS NOT NULL
      AND created_at >= ${since}::timestamptz
    ORDER BY created_at DESC, id DESC LIMIT 1`)
  const row = rows[0] as { id: number; owner_id: number } | undefined
  return row ? { id: Number(row.id), owner: Number(row.owner_id) } : null
}

export type WaitingLead = { id: number; owner: number; assignedAt: Date; escalations: number }

/*
 * Leads still New, routed to an owner, not yet with the manager, that nobody has acted on (no
 * activity line by a person), and held by their owner since `before` or earlier, oldest first.
 */
export async function leadsWaitingSince(db: Db, before: string): Promise<WaitingLead[]> {
  const { rows } = await db.execute(sql`
  SELECT q.id, q.owner_id, q.routing_assigned_at AS assigned_at,
    coalesce(q.routing_escalations, 0) AS escalations
  FROM quote_requests q
  WHERE q.status = 'new' AND q.owner_id IS NOT NULL
    AND q.routing_assigned_how IN ('rotation', 'shopper', 'escalation')
    AND q.routing_assigned_at <= ${before}::timestamptz
    AND NOT EXISTS (
      SELECT 1 FROM quote_requests_activity a WHERE a._parent_id = q.id AND a.by_id IS NOT NULL
    )
  ORDER BY q.routing_assigned_at LIMIT 100`)
  return (
    rows as { id: number; owner_id: number; assigned_at: string | Date; escalations: number }[]
  ).map((row) => ({
    id: Number(row.id),
    owner: Number(row.owner_id),
    assignedAt: new Date(row.assigned_at),
    escalations: Number(row.escalations),
  }))
}

/** Replaces a lead's details in place: a data move is no edit (no hooks, no new updatedAt). */
export async function writeLeadDetails(db: Db, id: number, details: object): Promise<void> {
  await db.execute(sql`
      UPDATE "quote_requests" SET "details" = ${JSON.stringify(details)}::jsonb
      WHERE "id" = ${id}`)
}

/*
 * One mailbox however it is spelt: lower case, without a `+tag`, and without dots for the
 * providers that ignore them, so `Victim+1@` and `v.ictim@` are not new addresses for the one reply
 * a day. One SQL expression for both sides of the comparison and the lock.
 */
const mailbox = (email: SQL | string) => {
  const local = sql`regexp_replace(split_part(lower(trim(${email})), '@', 1), '[+].*$', '')`
  const domain = sql`split_part(lower(trim(${email})), '@', 2)`
  return sql`(CASE WHEN ${domain} IN ('gmail.com', 'googlemail.com')
    THEN replace(${local}, '.', '') || '@gmail.com' ELSE ${local} || '@' || ${domain} END)`
}

/** Takes the mailbox of `email` for the transaction, unless another holds it: whether it did. */
export async function tryLockMailbox(db: Db, email: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`SELECT pg_try_advisory_xact_lock(${advisoryLocks.replyByAddress}, hashtext(${mailbox(email)})) AS locked`,
  )
  return (rows[0] as { locked: boolean }).locked
}

/** Another lead of the mailbox of `lead.email` replied to, or being replied to, since `since`. */
export async function repliedToMailboxSince(
  db: Db,
  lead: { id: number; email: string },
  since: string,
): Promise<number | null> {
  const { rows } = await db.execute(sql`
    SELECT id FROM quote_requests
    WHERE id <> ${lead.id} AND ${mailbox(sql`email`)} = ${mailbox(lead.email)}
      AND routing_reply IN ('sent', 'pending') AND routing_reply_at > ${since}::timestamptz
    LIMIT 1`)
  return (rows[0] as { id: number } | undefined)?.id ?? null
}

/** The service bookings held (not cancelled) per day, from `fromDate` on. */
export async function serviceBookingsPerDay(
  db: Db,
  fromDate: string,
): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    SELECT "details"->'booking'->>'date' AS "date", count(*)::int AS "count"
    FROM "quote_requests"
    WHERE "kind" = 'service' AND "details"->'booking'->>'status' IN ('booked', 'done')
      AND "details"->'booking'->>'date' >= ${fromDate}
    GROUP BY 1`)
  return Object.fromEntries(
    (result.rows as { date: string; count: number }[]).map((row) => [row.date, row.count]),
  )
}

/** Waits for, then holds for the transaction, the bookings of `date` ('YYYY-MM-DD'). */
export async function lockServiceDay(db: Db, date: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${serviceDayLockText(date)}))`)
}

/** The leads sent with `email` (any case), oldest first: a shopper's own, for their privacy request. */
export async function leadIdsOfEmail(db: Db, email: string): Promise<number[]> {
  const { rows } = await db.execute(sql`
    SELECT id FROM quote_requests WHERE lower(email) = lower(${email}) ORDER BY id`)
  return rows.map((row) => Number((row as { id: number }).id))
}

/**
 * The leads of the mobile number `e164` (ADR 0068), oldest first: those whose phone, as typed,
 * is that number once read as texting reads numbers, those whose 'Text me' gave it, and those
 * that texted with it. The query narrows by the last ten digits; the site's own reading decides.
 */
export async function leadIdsOfPhone(db: Db, e164: string): Promise<number[]> {
  const { rows } = await db.execute(sql`
    SELECT id, phone,
      (text_consent_number = ${e164}
        OR id IN (SELECT lead_id FROM text_messages WHERE number = ${e164})) AS texted
    FROM quote_requests
    WHERE text_consent_number = ${e164}
      OR right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10) = ${e164.slice(-10)}
      OR id IN (SELECT lead_id FROM text_messages WHERE number = ${e164})
    ORDER BY id`)
  const isNumber = (phone: string | null) => {
    const read = phone ? mobileNumber(phone) : null
    return read?.ok === true && read.e164 === e164
  }
  return (rows as { id: number; phone: string | null; texted: boolean | null }[])
    .filter((row) => row.texted || isNumber(row.phone))
    .map((row) => Number(row.id))
}
