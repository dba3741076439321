import { NextResponse } from 'next/server'

import { draining } from '@/server/front-door/draining.mjs'
import { readDatabase } from '@/server/database/unavailable'
import { databaseReady } from '@/server/database/startup'
import { getPayloadClient } from '@/server/payload'
import { warmingUp } from '@/server/front-door/warm-up.mjs'

export const dynamic = 'force-dynamic'

/**
 * Load-balancer health check: 200 when this instance reaches its database and the schema is this
 * release's, 503 otherwise (also while migrations are still running at start, until the start's
 * warm-up render is done, and from the moment the instance starts draining on SIGTERM).
 */
/** Not ready: load balancers send this instance nothing (and cache nothing) while it says so. */
const notReady = (status: string, error: string) =>
  NextResponse.json({ status, error }, { status: 503, headers: { 'Cache-Control': 'no-store' } })

export async function GET() {
  // A draining instance is not ready whatever its database says (ADR 0022).
  if (draining()) return notReady('draining', 'Shutting down')
  // Not before the first page render is paid (ADR 0030).
  if (warmingUp()) return notReady('starting', 'Starting')
  const ready = await readDatabase(async () => databaseReady(await getPayloadClient())).catch(
    () => false,
  )
  return ready
    ? NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
    : notReady('unavailable', 'Database unreachable')
}
