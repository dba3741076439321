import type { Payload } from 'payload'

import { addPageViews } from '@/server/database/unit-page-views'
import { pageViewSink } from '@/server/front-door/page-views/start.mjs'

/*
 * Adds a batch of one day's view totals to `unit-page-views` (ADR 0027). Payload has no atomic
 * increment, and instances flush concurrently, so this is one upsert (addPageViews).
 */
export async function savePageViews(payload: Payload, day: string, totals: Map<number, number>) {
  if (totals.size === 0) return
  await addPageViews(payload.db.drizzle, day, totals)
}

/** Hands the writer to server.mjs's counter (src/server/front-door/page-views/start.mjs). */
export function registerPageViewSink(payload: Payload): Payload {
  pageViewSink().sink = (day: string, totals: Map<number, number>) =>
    savePageViews(payload, day, totals)
  return payload
}
