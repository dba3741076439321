import { NextResponse } from 'next/server'
import { z } from 'zod'

import { leadFilterFrom } from '@/lib/leads/statuses'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { leadDeskPage } from '@/server/leads/desk'

// A page past the last answers no leads; one that is not a page number is the first.
const pageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1)

/**
 * GET /api/leads?status=&owner=&kind=&q=&page=: a page of the lead desk's list (50 leads, with how
 * many match), the New count and 30-day response times (of the kind, when one is asked).
 */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const params = new URL(request.url).searchParams
  const filter = leadFilterFrom(params)
  const page = pageSchema.parse(params.get('page') ?? undefined)
  return NextResponse.json(await leadDeskPage(payload, user, filter, page), {
    headers: { 'Cache-Control': 'no-store' },
  })
})
