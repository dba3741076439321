import { sql } from '@payloadcms/db-postgres'
import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** Load-balancer health check: 200 when this instance can reach its database, 503 otherwise. */
export async function GET() {
  try {
    const payload = await getPayloadClient()
    await payload.db.drizzle.execute(sql`select 1`)
    return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return NextResponse.json(
      { status: 'unavailable', error: 'Database unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
