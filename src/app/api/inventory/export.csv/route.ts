import { csvContentType } from '@/lib/csv/write'
import { unitIdsSchema } from '@/lib/stickers/selection'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { exportInventory } from '@/server/inventory/transfer/export'

/** Every unit as CSV, or with `?ids=1,2,3` the units the panel has checked (issue 40). */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const ids = new URL(request.url).searchParams.get('ids')
  const selection = ids === null ? undefined : unitIdsSchema.parse(ids)
  const { fileName, text } = await exportInventory(payload, user, selection)
  return new Response(text, {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
})
