import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { pageViewSink } from '@/server/front-door/page-views/start.mjs'

/*
 * Adds a batch of one day's view totals to `unit-page-views` (ADR 0027). Payload has no atomic
 * increment, and instances flush concurrently, so this is one upsert: a row per unit and day
 * (the collection's unique index), its total raised by the batch's. Units deleted since the
 * view are skipped by the join, so an old count never fails a batch.
 */
export async function savePageViews(payload: Payload, day: string, totals: Map<number, number>) {
  if (totals.size === 0) return
  const rows = JSON.stringify([...totals].map(([unit, views]) => ({ unit, views })))
  const { drizzle } = payload.db as unknown as PostgresAdapter
  await drizzle.execute(sql`
    INSERT INTO "unit_page_views" ("unit_id", "day", "views", "updated_at", "created_at")
    SELECT unit."id", ${day}, batch."views", now(), now()
    FROM jsonb_to_recordset(${rows}::jsonb) AS batch("unit" integer, "views" integer)
    JOIN "inventory_items" unit ON unit."id" = batch."unit"
    ON CONFLICT ("unit_id", "day")
    DO UPDATE SET "views" = "unit_page_views"."views" + excluded."views", "updated_at" = now()
  `)
}

/** Hands the writer to server.mjs's counter (src/server/front-door/page-views/start.mjs). */
export function registerPageViewSink(payload: Payload): Payload {
  pageViewSink().sink = (day: string, totals: Map<number, number>) =>
    savePageViews(payload, day, totals)
  return payload
}
