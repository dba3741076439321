import { NextResponse } from 'next/server'

import { agingQuery, agingViewFrom } from '@/lib/aging/view'
import { apiHandler, mediaType, parseJson } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { addAgingReview, agingReviewSchema } from '@/server/inventory/aging-reviews'

type Context = { params: Promise<{ id: string }> }

const maxBody = 8 * 1024

/*
 * JSON, or the Aging view's plain form (it works without JavaScript): a form is answered with a
 * redirect back to the view it came from, rebuilt from known parameters only.
 */
async function readBody(request: Request) {
  const type = mediaType(request)
  const text = (await readLimited(request, maxBody)).toString('utf8')
  if (type === 'application/json') return { form: null, body: parseJson(text) }
  if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(text)
    return { form, body: { note: form.get('note') ?? undefined } }
  }
  throw new HttpError(415, 'Content-Type must be application/json or a form')
}

/** POST /api/aging/{id}/review { note }: 'reviewed', clearing the unit's aging flag 30 days. */
export const POST = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const raw = (await context.params).id
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(404, 'Unit not found')
  const { form, body } = await readBody(request)
  const { note } = agingReviewSchema.parse(body)
  const review = await addAgingReview(payload, user, Number(raw), note)
  if (!form) return NextResponse.json(review, { status: 201 })
  const back = agingQuery(agingViewFrom(new URLSearchParams(form.get('view') ?? '')))
  back.set('tab', 'aging')
  return new Response(null, {
    status: 303,
    headers: { Location: `/admin?${back}#unit-${raw}`, 'Cache-Control': 'no-store' },
  })
})
