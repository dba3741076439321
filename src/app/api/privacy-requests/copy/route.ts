import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { getPayloadClient } from '@/server/payload'
import { copyResponse } from '@/server/privacy/copy'
import { answeredRequest } from '@/server/privacy/requests'

/**
 * GET /api/privacy-requests/copy?key=: the shopper's copy, from the link of the answer to their
 * copy request (ADR 0065), as long as that link works. 404 for any other key.
 */
export const GET = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const key = new URL(request.url).searchParams.get('key')
  const answered = await answeredRequest(payload, key)
  if (answered?.kind !== 'copy') throw new HttpError(404, 'This link has expired or is not known.')
  return copyResponse(payload, answered)
})
