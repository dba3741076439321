import { answerFormPost } from '@/server/api/form-answer'
import { apiHandler } from '@/server/api/handler'
import { readForm } from '@/server/api/read-form'
import { isLinkKey } from '@/server/link-keys'
import { getPayloadClient } from '@/server/payload'
import { confirmByCode } from '@/server/privacy/requests'

/**
 * POST /api/privacy-requests/code `key`, `code`: the form of the page that asks for the texted
 * code (ADR 0068). 303 to /privacy/request/confirm?confirmed=1&by=text, as a confirmed link's
 * press, or back to /privacy/request?code= with `error=code` when the code is wrong, expired,
 * used or tried too often, all alike.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const form = Object.fromEntries(await readForm(request))
  const [page, query]: [string, Record<string, string>] = (await confirmByCode(payload, form))
    ? ['/privacy/request/confirm', { confirmed: '1', by: 'text' }]
    : ['/privacy/request', { code: isLinkKey(form.key) ? form.key : '', error: 'code' }]
  return answerFormPost(
    page,
    async () => query,
    () => 'invalid',
  )
})
