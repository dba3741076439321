import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { parseItemId } from '@/server/inventory/items'
import { windowStickers } from '@/server/stickers/print'
import { pdfResponse } from '@/server/stickers/response'

type Context = { params: Promise<{ id: string }> }

/** One unit's window sticker (ADR 0026). */
export const GET = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  await requireStaff(payload, request.headers)
  const id = parseItemId((await context.params).id)
  return pdfResponse(await windowStickers(payload, { ids: [id] }))
})
