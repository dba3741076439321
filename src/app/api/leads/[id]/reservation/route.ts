import { NextResponse } from 'next/server'

import { leadIdFrom } from '@/lib/leads/lead-path'
import { toLeadView } from '@/lib/leads/view'
import { z } from 'zod'

import { apiHandler, readJson } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'
import { responseClock } from '@/server/leads/desk'
import { getPayloadClient } from '@/server/payload'
import { releaseReservation } from '@/server/reservations/release'

type Context = { params: Promise<{ id: string }> }

// A JSON body, so that no other site's plain form can send it with a staff member's cookie.
const releaseSchema = z.object({ action: z.literal('release') }).strict()

/**
 * POST /api/leads/{id}/reservation `{ action: 'release' }`: staff release the reservation lead's hold and refund its
 * deposit through the payment provider (ADR 0063). 200 with the lead; 409 when it holds nothing;
 * 502 when the provider did not refund (nothing changed).
 */
export const POST = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const id = leadIdFrom((await context.params).id)
  if (id === null) throw new HttpError(404, 'Lead not found')
  releaseSchema.parse(await readJson(request, 1024))
  const lead = await releaseReservation(payload, id, user)
  return NextResponse.json({ lead: toLeadView(lead, await responseClock(payload)) })
})
