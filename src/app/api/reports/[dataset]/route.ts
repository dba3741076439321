import { toCsv, csvContentType } from '@/lib/csv/write'
import { periodOf, periodQueryFrom } from '@/lib/reports/period'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { getInventoryList } from '@/server/inventory/page-reads'
import { buildReport } from '@/server/reports/report'

type Context = { params: Promise<{ dataset: string }> }

/**
 * GET /api/reports/{dataset}?period=&from=&to=: one section of the Reports view as CSV, the
 * rows its table shows, for the viewer the view is drawn for (staff: their own leads).
 */
export const GET = apiHandler<Context>(async (request, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const parsed = periodQueryFrom(new URL(request.url).searchParams)
  if (!parsed.success) throw parsed.error
  const query = parsed.data
  const { dataset: id } = await params
  const report = await buildReport(payload, user, periodOf(query, new Date()), getInventoryList)
  const dataset = report.datasets.find((candidate) => candidate.id === id)
  if (!dataset) throw new HttpError(404, 'No such report')
  return new Response(toCsv(dataset.columns, dataset.rows), {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="${dataset.id}-${query.period}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
