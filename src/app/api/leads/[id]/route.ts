import { NextResponse } from 'next/server'

import { leadIdFrom } from '@/lib/leads/lead-path'
import { leadUpdateSchema } from '@/lib/leads/statuses'
import { toLeadView } from '@/lib/leads/view'
import { apiHandler, readJson } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'
import { getPayloadClient } from '@/server/payload'
import { updateLead } from '@/server/leads/desk-updates'
import { responseClock } from '@/server/leads/desk'

type Context = { params: Promise<{ id: string }> }

/** PATCH /api/leads/{id}: a status, an owner and/or a note; 409 on a stale status/owner change. */
export const PATCH = apiHandler<Context>(async (request, context) => {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const id = leadIdFrom((await context.params).id)
  if (id === null) throw new HttpError(404, 'Lead not found')
  const change = leadUpdateSchema.parse(await readJson(request, 16 * 1024))
  const lead = await updateLead(payload, id, change, user)
  return NextResponse.json(toLeadView(lead, await responseClock(payload)))
})
