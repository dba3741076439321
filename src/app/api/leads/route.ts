import { NextResponse } from 'next/server'

import { leadFilterFrom } from '@/lib/leads/statuses'
import { toLeadView } from '@/lib/leads/view'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { findLeads, leadSummary, responseClock, staffPeople } from '@/server/services/leads'

/** GET /api/leads?status=&owner=&q=: the lead desk's list, New count and 30-day response times. */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const filter = leadFilterFrom(new URL(request.url).searchParams)
  const clock = await responseClock(payload)
  const [leads, summary, staff] = await Promise.all([
    findLeads(payload, filter, user),
    leadSummary(payload, clock),
    staffPeople(payload),
  ])
  return NextResponse.json(
    { leads: leads.map((lead) => toLeadView(lead, clock)), ...summary, staff, me: user.id },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
