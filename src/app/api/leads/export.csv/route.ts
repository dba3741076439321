import { csvContentType } from '@/lib/csv/write'
import { leadsCsv } from '@/lib/leads/export'
import { leadFilterFrom } from '@/lib/leads/statuses'
import { toLeadView } from '@/lib/leads/view'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { findLeads, responseClock } from '@/server/leads/desk'

/** GET /api/leads/export.csv?status=&owner=&q=: the filtered list for spreadsheets. */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const filter = leadFilterFrom(new URL(request.url).searchParams)
  const clock = await responseClock(payload)
  const leads = (await findLeads(payload, filter, user, 10_000)).map((lead) =>
    toLeadView(lead, clock),
  )
  const day = new Date().toISOString().slice(0, 10)
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
