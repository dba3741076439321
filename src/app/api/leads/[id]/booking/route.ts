import { NextResponse } from 'next/server'

import { leadIdFrom } from '@/lib/leads/lead-path'
import { toLeadView } from '@/lib/leads/view'
import { apiHandler, readJson } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'
import { bookingChangeSchema, changeServiceBooking } from '@/server/leads/service-booking-change'
import { getPayloadClient } from '@/server/payload'
import { responseClock } from '@/server/leads/desk'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/leads/{id}/booking: staff move (`{ action: 'move', date }`), cancel or close (`done`)
 * a service booking. 200 with the lead and `mail` (whether the shopper's invite went); 409 when the
 * new day is full or past, or the booking is no longer open.
 */
export const POST = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const id = leadIdFrom((await context.params).id)
  if (id === null) throw new HttpError(404, 'Lead not found')
  const change = bookingChangeSchema.parse(await readJson(request, 4 * 1024))
  const { lead, mail } = await changeServiceBooking(payload, id, change, user)
  return NextResponse.json({ lead: toLeadView(lead, await responseClock(payload)), mail })
})
