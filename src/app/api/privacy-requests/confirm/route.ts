import { answerFormPost } from '@/server/api/form-answer'
import { apiHandler } from '@/server/api/handler'
import { readForm } from '@/server/api/read-form'
import { getPayloadClient } from '@/server/payload'
import { confirmRequest } from '@/server/privacy/requests'

/**
 * POST /api/privacy-requests/confirm `key`: the Confirm button of a confirmation link's page (a
 * press, not the link itself, so a mail scanner that opens links confirms nothing). 303 to
 * /privacy/request/confirm?confirmed=1, or ?confirmed=0 when the link is used, expired or unknown.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  return answerFormPost(
    '/privacy/request/confirm',
    async () => {
      const key = (await readForm(request)).get('key')
      return { confirmed: (await confirmRequest(payload, key)) ? '1' : '0' }
    },
    () => 'invalid',
  )
})
