import { demandCsv } from '@/lib/alerts/demand'
import { csvContentType } from '@/lib/csv/write'
import { alertDemand } from '@/server/alerts/demand'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { absoluteUrl } from '@/server/site-url'

/** GET /api/alerts/demand.csv: what shoppers wait for, for the dealer's orders (staff only). */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  await requireStaff(payload, request.headers)
  const rows = await alertDemand(payload)
  const day = new Date().toISOString().slice(0, 10)
  const csv = demandCsv(rows, (query) => absoluteUrl(query ? `/inventory?${query}` : '/inventory'))
  return new Response(csv, {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="shopper-demand-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
