import { csvContentType } from '@/lib/csv/write'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { exportInventory } from '@/server/services/transfer/export'

export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const { fileName, text } = await exportInventory(payload, user)
  return new Response(text, {
    headers: {
      'Content-Type': csvContentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
})
