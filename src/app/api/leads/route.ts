import { NextResponse } from 'next/server'
import { z } from 'zod'

import { leadFilterFrom } from '@/lib/leads/statuses'
import { toLeadView } from '@/lib/leads/view'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { findLeadPage, leadSummary, responseClock, staffPeople } from '@/server/leads/desk'

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
  const clock = await responseClock(payload)
  const [found, summary, staff] = await Promise.all([
    findLeadPage(payload, filter, user, page),
    leadSummary(payload, clock, new Date(), filter.kind),
    staffPeople(payload),
  ])
  return NextResponse.json(
    {
      leads: found.docs.map((lead) => toLeadView(lead, clock)),
      total: found.total,
      page,
      pages: found.pages,
      ...summary,
      staff,
      me: user.id,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
