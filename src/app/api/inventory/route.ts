import { NextResponse } from 'next/server'

import { inventoryItemSchema } from '@/lib/inventory/schema'
import { apiHandler, readJson } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { getInventoryList } from '@/server/queries/inventory'
import { createInventoryItem } from '@/server/services/inventory'

/*
 * Browsers must not keep it: the public page reloads it right after staff changes. The server
 * side is cached and purged by the inventory hooks.
 */
const fresh = { 'Cache-Control': 'no-store' }

export const GET = apiHandler(async () =>
  NextResponse.json(await getInventoryList(), { headers: fresh }),
)

export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const input = inventoryItemSchema.parse(await readJson(request))
  return NextResponse.json(await createInventoryItem(payload, input, user), { status: 201 })
})
