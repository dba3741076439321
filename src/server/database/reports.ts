import { sql } from '@payloadcms/db-postgres'

import type { LeadFact } from '@/lib/reports/lead-facts'
import type { Sale } from '@/lib/reports/lot'
import type { TextingCounts } from '@/lib/reports/texting-dataset'
import type { Db } from '@/server/internals/transaction-db'

/*
 * The reads the Reports view, the response-time figures of the lead desk and their CSV files
 * share (issue 54, ADR 0066): one statement per question, each a range on an indexed date column.
 * Business minutes depend on the opening hours, which only the pure clock
 * (src/lib/leads/business-hours.ts) reads, so lead rows come back one per lead and are totalled
 * by src/lib/reports/; unit totals are grouped here.
 */

type LeadFactRow = {
  id: number
  kind: string | null
  status: string | null
  created_at: string | Date
  first_response_at: string | Date | null
  owner_id: number | null
  owner_first_name: string | null
  owner_email: string | null
  utm_source: string | null
  referrer: string | null
}

const iso = (value: string | Date) => new Date(value).toISOString()

/**
 * The leads created in [from, to), oldest first; only `ownerId`'s when given. `kind` 'quote'
 * counts the leads from before kinds as kindWhere does.
 */
export async function leadFacts(
  db: Db,
  range: { from: string; to: string },
  filter: { ownerId?: number; kind?: string } = {},
): Promise<LeadFact[]> {
  const owner = filter.ownerId === undefined ? sql`` : sql`AND q."owner_id" = ${filter.ownerId}`
  const kind =
    filter.kind === undefined
      ? sql``
      : filter.kind === 'quote'
        ? sql`AND (q."kind" = 'quote' OR q."kind" IS NULL)`
        : sql`AND q."kind"::text = ${filter.kind}`
  const { rows } = await db.execute<LeadFactRow>(sql`
    SELECT q."id", q."kind"::text AS "kind", q."status"::text AS "status", q."created_at",
      q."first_response_at", q."owner_id", u."first_name" AS "owner_first_name",
      u."email" AS "owner_email", q."source_utm_source" AS "utm_source",
      q."source_referrer" AS "referrer"
    FROM "quote_requests" q
    LEFT JOIN "users" u ON u."id" = q."owner_id"
    WHERE q."created_at" >= ${range.from}::timestamptz AND q."created_at" < ${range.to}::timestamptz
      ${owner} ${kind}
    ORDER BY q."created_at", q."id"`)
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    status: row.status ?? 'new',
    createdAt: iso(row.created_at),
    firstResponseAt: row.first_response_at === null ? null : iso(row.first_response_at),
    owner:
      row.owner_id === null
        ? null
        : {
            id: Number(row.owner_id),
            firstName: row.owner_first_name,
            email: row.owner_email ?? '',
          },
    utmSource: row.utm_source,
    referrer: row.referrer,
  }))
}

type SoldUnitRow = {
  price: number
  sold_at: string | Date
  received_at: string | Date | null
  created_at: string | Date
  last_drop_at: string | Date | null
}

/** The units sold in [from, to), by sale date. */
export async function soldUnits(db: Db, range: { from: string; to: string }): Promise<Sale[]> {
  const { rows } = await db.execute<SoldUnitRow>(sql`
    SELECT unit."price"::float8 AS "price", unit."sold_at",
      unit."received_at", unit."created_at",
      (SELECT max(change."changed_at") FROM "price_changes" change
        WHERE change."unit_id" = unit."id" AND change."price" < change."previous_price"
          AND change."changed_at" <= unit."sold_at") AS "last_drop_at"
    FROM "inventory_items" unit
    WHERE unit."status" = 'sold' AND unit."sold_at" >= ${range.from}::timestamptz
      AND unit."sold_at" < ${range.to}::timestamptz
    ORDER BY unit."sold_at", unit."id"`)
  return rows.map((row) => ({
    price: Number(row.price),
    soldAt: iso(row.sold_at),
    receivedAt: row.received_at === null ? null : iso(row.received_at),
    createdAt: iso(row.created_at),
    lastDropAt: row.last_drop_at === null ? null : iso(row.last_drop_at),
  }))
}

/*
 * Texts the provider took (sent, delivered or not) and texts received in [from, to); the numbers
 * whose last word in it was STOP (one row a number keeps its latest); review requests sent, and
 * of those the ones whose link was followed (then or since).
 */
export async function textingFigures(
  db: Db,
  range: { from: string; to: string },
): Promise<TextingCounts> {
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${range.from}::timestamptz AND ${sql.identifier(column)} < ${range.to}::timestamptz`
  const sentText = sql`"direction" = 'out' AND "status" IN ('sent', 'delivered', 'undelivered')`
  const { rows } = await db.execute<Record<keyof TextingCounts, number>>(sql`
    SELECT
      (SELECT count(*) FROM "text_messages" WHERE ${sentText} AND ${within('created_at')})::int AS "sent",
      (SELECT count(*) FROM "text_messages"
        WHERE "direction" = 'in' AND ${within('created_at')})::int AS "received",
      (SELECT count(DISTINCT "number") FROM "text_messages"
        WHERE ${sentText} AND ${within('created_at')})::int AS "numbers",
      (SELECT count(*) FROM "text_opt_outs" WHERE "state" = 'out' AND ${within('at')})::int
        AS "optedOut",
      (SELECT count(*) FROM "review_requests" WHERE "status" = 'sent' AND ${within('sent_at')})::int
        AS "reviewRequests",
      (SELECT count(*) FROM "review_requests" WHERE "status" = 'sent' AND ${within('sent_at')}
        AND "followed_at" IS NOT NULL)::int AS "reviewsFollowed"`)
  const row = rows[0]!
  return {
    sent: Number(row.sent),
    received: Number(row.received),
    numbers: Number(row.numbers),
    optedOut: Number(row.optedOut),
    reviewRequests: Number(row.reviewRequests),
    reviewsFollowed: Number(row.reviewsFollowed),
  }
}
