import { NextResponse } from 'next/server'

import { inventoryItemSchema } from '@/lib/inventory/schema'
import { apiHandler, readJson } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { createInventoryItem, listInventory } from '@/server/services/inventory'

/* The public page reloads this after staff changes: never serve it from a cache. */
const fresh = { 'Cache-Control': 'no-store' }

export const GET = apiHandler(async () => {
  const payload = await getPayloadClient()
  return NextResponse.json(await listInventory(payload), { headers: fresh })
})

export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const input = inventoryItemSchema.parse(await readJson(request))
  return NextResponse.json(await createInventoryItem(payload, input, user), { status: 201 })
})
