import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/internals/transaction-db'

/*
 * Adds one day's view totals per unit in one upsert: a row per unit and day (the collection's
 * unique index), its total raised by the batch's. Units deleted since the view are skipped by the
 * join, so an old count never fails a batch.
 */
export async function addPageViews(
  db: Db,
  day: string,
  totals: Map<number, number>,
): Promise<void> {
  const rows = JSON.stringify([...totals].map(([unit, views]) => ({ unit, views })))
  await db.execute(sql`
    INSERT INTO "unit_page_views" ("unit_id", "day", "views", "updated_at", "created_at")
    SELECT unit."id", ${day}, batch."views", now(), now()
    FROM jsonb_to_recordset(${rows}::jsonb) AS batch("unit" integer, "views" integer)
    JOIN "inventory_items" unit ON unit."id" = batch."unit"
    ON CONFLICT ("unit_id", "day")
    DO UPDATE SET "views" = "unit_page_views"."views" + excluded."views", "updated_at" = now()
  `)
}

/** Deletes the daily counts of days before `day` ('YYYY-MM-DD'), in one statement; how many. */
export async function deletePageViewsBefore(db: Db, day: string): Promise<number> {
  const result = await db.execute(sql`DELETE FROM "unit_page_views" WHERE "day" < ${day}`)
  return result.rowCount ?? 0
}
