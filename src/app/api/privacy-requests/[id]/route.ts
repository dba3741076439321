import { NextResponse } from 'next/server'
import { z } from 'zod'

import { apiHandler, readJson } from '@/server/api/handler'
import { getPayloadClient } from '@/server/payload'
import { answerRequest, extendRequest } from '@/server/privacy/requests'
import { requireAdminOf, requestIdFrom } from '@/server/privacy/staff'

type Context = { params: Promise<{ id: string }> }

const words = (what: string) =>
  z
    .string({ error: `Write the ${what}.` })
    .trim()
    .min(1, `Write the ${what}.`)
    .max(4000, `Keep the ${what} under 4,000 characters.`)

// A JSON body, so that no other site's plain form can send it with an admin's cookie.
const actionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('extend'), note: words('reason for the extension') }).strict(),
    z.object({ action: z.literal('answer'), answer: words('answer') }).strict(),
  ],
  { error: 'Unknown action.' },
)

/**
 * POST /api/privacy-requests/{id} `{ action: 'extend', note }` or `{ action: 'answer', answer }`:
 * an admin extends an open request once by 45 days (the shopper is told why) or answers it
 * (a deletion is carried out; the shopper gets the answer with the appeal link). 200 with
 * `{ request, mailed }`; 409 when answered or extended already.
 */
export const POST = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireAdminOf(payload, request.headers)
  const privacyRequest = await requestIdFrom(payload, (await context.params).id)
  const body = actionSchema.parse(await readJson(request, 16 * 1024))
  if (body.action === 'extend') {
    const extended = await extendRequest(payload, privacyRequest, body.note)
    return NextResponse.json({ request: extended, mailed: true })
  }
  return NextResponse.json(await answerRequest(payload, privacyRequest, body.answer, user))
})
