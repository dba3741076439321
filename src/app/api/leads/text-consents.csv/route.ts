import { csvContentType } from '@/lib/csv/write'
import { consentCsv, consentExportRange } from '@/lib/texting/consent-export'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { requireAdmin } from '@/server/auth/require-admin'
import { consentRecordsIn } from '@/server/texting/consent-records'
import { getPayloadClient } from '@/server/payload'

/**
 * GET /api/leads/text-consents.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admins): every texting consent,
 * opt-out and opt-in of those days, as evidence (ADR 0050).
 */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  await requireAdmin(payload, request.headers)
  const params = new URL(request.url).searchParams
  const parsed = consentExportRange(params)
  if (!parsed.ok) throw new HttpError(400, parsed.error)
  const rows = await consentRecordsIn(payload, parsed.range)
  const name = `text-consents-${params.get('from')}-to-${params.get('to')}.csv`
  return new Response(consentCsv(rows), {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
})
