import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { getPayloadClient } from '@/server/payload'
import { cancelScheduled } from '@/server/content/scheduled'

type Context = { params: Promise<{ id: string }> }

/*
 * POST /api/schedule/{job}/cancel: the Cancel button beside a scheduled publish on the CMS
 * dashboard, a plain form (no body), answered with the dashboard again.
 */
export const POST = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) throw new HttpError(401, 'Sign in to the CMS to do this')
  const raw = (await context.params).id
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(404, 'Nothing is scheduled under this number')
  await cancelScheduled(payload, user, Number(raw))
  return new Response(null, {
    status: 303,
    headers: { Location: '/cms#scheduled-heading', 'Cache-Control': 'no-store' },
  })
})
