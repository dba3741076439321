import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { getPayloadClient } from '@/server/payload'
import { listCategories } from '@/server/inventory/items'

export const GET = apiHandler(async () => {
  const payload = await getPayloadClient()
  return NextResponse.json(await listCategories(payload), {
    headers: { 'Cache-Control': 'no-store' },
  })
})
