import { NextResponse } from 'next/server'

import { inventoryUpdateSchema } from '@/lib/inventory/schema'
import { expectedVersion } from '@/lib/inventory/version'
import { apiHandler, readJson } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import {
  deleteInventoryItem,
  getInventoryItem,
  parseItemId,
  updateInventoryItem,
} from '@/server/inventory/items'

type Context = { params: Promise<{ id: string }> }

const itemId = async (context: Context) => parseItemId((await context.params).id)

export const GET = apiHandler<Context>(async (_request, context) => {
  const payload = await getPayloadClient()
  const item = await getInventoryItem(payload, await itemId(context))
  return NextResponse.json(item, {
    headers: { 'Cache-Control': 'no-store', ETag: `"${item.updated_at}"` },
  })
})

export const PUT = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const id = await itemId(context)
  const input = inventoryUpdateSchema.parse(await readJson(request))
  const expected = expectedVersion(input, request.headers.get('if-match'))
  const item = await updateInventoryItem(payload, id, input, user, expected)
  return NextResponse.json(item, { headers: { ETag: `"${item.updated_at}"` } })
})

export const DELETE = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const id = await itemId(context)
  await deleteInventoryItem(payload, id, user)
  return NextResponse.json({ id, deleted: true })
})
