import { NextResponse } from 'next/server'

import { leadIdFrom } from '@/lib/leads/lead-path'
import { apiHandler, readJson } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { requireStaff } from '@/server/auth/require-staff'
import { sendStaffText, staffTextSchema, textPanel } from '@/server/texting/staff-thread'
import { getPayloadClient } from '@/server/payload'

type Context = { params: Promise<{ id: string }> }

async function leadOf(request: Request, context: Context) {
  const payload = await getPayloadClient()
  const user = await requireStaff(payload, request.headers)
  const id = leadIdFrom((await context.params).id)
  if (id === null) throw new HttpError(404, 'Lead not found')
  return { payload, user, id }
}

/** GET /api/leads/{id}/texts: the lead's text thread, the templates, the number it may be texted at. */
export const GET = apiHandler<Context>(async (request, context) => {
  const { payload, id } = await leadOf(request, context)
  return NextResponse.json(await textPanel(payload, id))
})

/** POST /api/leads/{id}/texts `{ body }`: a staff text; 409 with the reason when it may not go. */
export const POST = apiHandler<Context>(async (request, context) => {
  const { payload, user, id } = await leadOf(request, context)
  const { body } = staffTextSchema.parse(await readJson(request, 16 * 1024))
  await sendStaffText(payload, id, body, user)
  return NextResponse.json(await textPanel(payload, id), { status: 201 })
})
