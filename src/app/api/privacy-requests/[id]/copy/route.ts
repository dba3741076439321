import { apiHandler } from '@/server/api/handler'
import { getPayloadClient } from '@/server/payload'
import { copyResponse } from '@/server/privacy/copy'
import { requireAdminOf, requestIdFrom } from '@/server/privacy/staff'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/privacy-requests/{id}/copy: an admin's download of everything tied to the request's
 * address (ADR 0065), whatever the request's kind: what a deletion would remove, or a copy to
 * send.
 */
export const GET = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  await requireAdminOf(payload, request.headers)
  const privacyRequest = await requestIdFrom(payload, (await context.params).id)
  return copyResponse(payload, privacyRequest)
})
