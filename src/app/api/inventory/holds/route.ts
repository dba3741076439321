import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { unitHolders } from '@/server/inventory/holders'

/**
 * GET /api/inventory/holds: `[{ unit, name, lead }]`, the shopper holding each unit a deposit
 * holds (ADR 0063), for the staff panel's Inventory tab. A route of its own, staff only: the
 * list the tab reads is the public one, cached alike for everyone, and must never carry a name.
 */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  await requireStaff(payload, request.headers)
  return NextResponse.json(await unitHolders(payload), {
    headers: { 'Cache-Control': 'no-store' },
  })
})
