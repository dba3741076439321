import { sql } from '@payloadcms/db-postgres'

import type { PriceChange } from '@/lib/aging/report'
import type { Db } from '@/server/internals/transaction-db'

/*
 * The statements on units (`inventory_items`) Payload has no API for. No `server-only`: the
 * collection hooks payload.config.ts loads take the row lock.
 */

/**
 * Locks item `id` for the rest of the transaction; null when it is gone, else whether it is
 * still the version saved at `expectedUpdatedAt` (any version when that is null).
 */
export async function lockInventoryItem(
  db: Db,
  id: number,
  expectedUpdatedAt: string | null,
): Promise<{ current: boolean } | null> {
  const result = await db.execute(
    sql`SELECT ("updated_at" = ${expectedUpdatedAt}::timestamptz) IS NOT FALSE AS "current"
        FROM "inventory_items" WHERE "id" = ${id} FOR UPDATE`,
  )
  const row = result.rows[0] as { current: boolean } | undefined
  return row ? { current: row.current } : null
}

/**
 * Whether a unit other than `exceptId` has `value` as its stock number or VIN, compared as the
 * database's unique indexes compare them (migration unique_unit_identifiers).
 */
export async function identifierTaken(
  db: Db,
  column: 'stock_number' | 'vin',
  value: string,
  exceptId: number | null,
): Promise<boolean> {
  const name = sql.identifier(column)
  const { rows } = await db.execute(sql`
      SELECT 1 FROM "inventory_items"
      WHERE lower(btrim(${name})) = lower(${value}) AND "id" IS DISTINCT FROM ${exceptId}
      LIMIT 1`)
  return rows.length > 0
}

/* Payload's own date format, so the rules read these as they read a document's dates. */
const isoText = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type AgingUnit = {
  id: number
  model_name: string
  category_id: number | null
  /** Null for a unit that predates statuses: it reads as available. */
  status: string | null
  received_at: string | null
  created_at: string
  price: number
  photos: number
  vin: string | null
  stock_number: string | null
  description: string | null
  /** The end of a hold a deposit paid online bought (ADR 0063). */
  held_until: string | null
  /** Its price changes, oldest first; the first is the listing price. */
  prices: PriceChange[]
  /** Page views since `viewsSince` ('YYYY-MM-DD'). */
  views: number
  leads: number
}

/**
 * Every unit that is not sold, with its price history and its photo, view and lead counts, in
 * one statement (issue 40). Through Payload this was a document per unit, per price change (one
 * at least for every unit ever listed), per view row and per lead with a unit: 600 ms at 5,000
 * units before any rule ran.
 */
export async function unsoldUnits(db: Db, viewsSince: string): Promise<AgingUnit[]> {
  // Each table is one grouped pass, joined: as a subquery per unit the counts took 1 s at 5,000
  // units in one benchmark run of four (right after units and leads were added in SQL); a pass
  // per table does not hang on the planner's estimates.
  const { rows } = await db.execute<AgingUnit>(sql`
    SELECT unit."id", unit."model_name", unit."category_id"::int AS "category_id",
      unit."status"::text AS "status",
      ${isoText(sql`unit."received_at"`)} AS "received_at",
      ${isoText(sql`unit."created_at"`)} AS "created_at",
      unit."price"::float8 AS "price", unit."vin", unit."stock_number", unit."description",
      ${isoText(sql`unit."held_until"`)} AS "held_until",
      coalesce(prices."list", '[]') AS "prices",
      coalesce(images."count", 0)::int AS "photos",
      coalesce(views."count", 0)::int AS "views",
      coalesce(leads."count", 0)::int AS "leads"
    FROM "inventory_items" unit
    LEFT JOIN (
      SELECT "unit_id" AS "unit", json_agg(json_build_object(
          'price', "price"::float8,
          'previousPrice', "previous_price"::float8,
          'at', ${isoText(sql`"changed_at"`)}
        ) ORDER BY "changed_at", "id") AS "list"
      FROM "price_changes" GROUP BY "unit_id"
    ) prices ON prices."unit" = unit."id"
    LEFT JOIN (
      SELECT "_parent_id" AS "unit", count(*) AS "count" FROM "inventory_items_images"
      GROUP BY "_parent_id"
    ) images ON images."unit" = unit."id"
    LEFT JOIN (
      SELECT "unit_id" AS "unit", sum("views") AS "count" FROM "unit_page_views"
      WHERE "day" >= ${viewsSince} GROUP BY "unit_id"
    ) views ON views."unit" = unit."id"
    LEFT JOIN (
      SELECT "unit_id" AS "unit", count(*) AS "count" FROM "quote_requests"
      WHERE "unit_id" IS NOT NULL GROUP BY "unit_id"
    ) leads ON leads."unit" = unit."id"
    WHERE unit."status" IS DISTINCT FROM 'sold'
    ORDER BY unit."id"`)
  return rows
}
