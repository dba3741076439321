import { parseStickerSelection } from '@/lib/stickers/selection'
import { apiHandler } from '@/server/api/handler'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { windowStickers } from '@/server/stickers/print'
import { pdfResponse } from '@/server/stickers/response'

/** Window stickers for `?ids=1,2,3` or `?status=available`, one page each (ADR 0026). */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  await requireStaff(payload, request.headers)
  const selection = parseStickerSelection(new URL(request.url).searchParams)
  return pdfResponse(await windowStickers(payload, selection))
})
