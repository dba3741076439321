import { NextResponse } from 'next/server'

import { pagedRead, parsePagedRead, totalHeader } from '@/lib/inventory/paged-read'
import { inventoryItemSchema } from '@/lib/inventory/schema'
import { conditionalJson, weakEtag } from '@/server/api/conditional-json'
import { apiHandler, readJson } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { getInventorySnapshot } from '@/server/inventory/page-reads'
import { createInventoryItem } from '@/server/inventory/items'

/*
 * The spec's full list, or with `from` a paged read of the public units (src/lib/inventory/
 * paged-read.ts). Both come from the snapshot built once per inventory change, so a request costs
 * no serialising; browsers keep the answer and revalidate it, a 304 while nothing changed
 * (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md).
 */
export const GET = apiHandler(async (request) => {
  const snapshot = await getInventorySnapshot()
  const read = parsePagedRead(new URL(request.url).searchParams)
  if (!read) return conditionalJson(request, snapshot)
  const { items, total } = pagedRead(snapshot.listed, read)
  const json = Buffer.from(JSON.stringify(items))
  return conditionalJson(request, { json, etag: weakEtag(json) }, { [totalHeader]: String(total) })
})

export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const input = inventoryItemSchema.parse(await readJson(request))
  return NextResponse.json(await createInventoryItem(payload, input, user), { status: 201 })
})
