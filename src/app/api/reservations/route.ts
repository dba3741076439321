import { NextResponse } from 'next/server'

import { reserveTypedFields } from '@/lib/reservations/form'
import { apiHandler } from '@/server/api/handler'
import { readForm } from '@/server/api/read-form'
import { refusalOf } from '@/server/api/refusal'
import { senderOf } from '@/server/leads/sender'
import { sitePage } from '@/server/leads/intake-form'
import { getPayloadClient } from '@/server/payload'
import { reserveRefusalCode } from '@/lib/reservations/refusals'
import { startReservation } from '@/server/reservations/start'
import { absoluteUrl } from '@/server/site-url'

const reservePage = /^\/inventory\/\d+[\w-]*\/reserve$/

/**
 * POST /api/reservations: the reserve form of a unit (a plain form, ADR 0063). 303 to the payment
 * provider's page; refused, 303 back to the reserve page that sent it, with what was typed and the
 * refusal's code, where the form shows the problem beside its field.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const form = await readForm(request)
  const fields = Object.fromEntries(form)
  try {
    const { url } = await startReservation(payload, fields, senderOf(request.headers))
    return NextResponse.redirect(url, 303)
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    // Back to the reserve page that sent it: only a unit's reserve page, never another address.
    const sent = sitePage(request.headers.get('referer'))?.pathname ?? ''
    const back = new URL(reservePage.test(sent) ? sent : '/inventory', absoluteUrl())
    // What was typed goes back only when a field has a problem to show beside it.
    for (const name of refusal.fields ? reserveTypedFields : []) {
      if (fields[name]) back.searchParams.set(name, fields[name])
    }
    back.searchParams.set('error', reserveRefusalCode(refusal))
    back.hash = 'reserve-form'
    return NextResponse.redirect(back, 303)
  }
})
