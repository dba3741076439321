import { agingCsv } from '@/lib/aging/export'
import { agingViewFrom, applyAgingView } from '@/lib/aging/view'
import { csvContentType } from '@/lib/csv/write'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { agingRows } from '@/server/inventory/aging'

/** GET /api/aging/export.csv?category=&status=&flag=&sort=&dir=: the Aging view as listed. */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  await requireStaff(payload, request.headers)
  const view = agingViewFrom(new URL(request.url).searchParams)
  const { rows } = applyAgingView(await agingRows(payload), view)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(agingCsv(rows), {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="aging-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
