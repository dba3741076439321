import { NextResponse } from 'next/server'

import { removeAlerts } from '@/server/alerts/manage'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { readForm } from '@/server/api/read-form'
import { getPayloadClient } from '@/server/payload'
import { absoluteUrl } from '@/server/site-url'

/** POST /api/alerts/remove (form: token, alert = an id or 'all'): a button of /alerts/manage. */
export const POST = apiHandler(async (request) => {
  const form = await readForm(request)
  const token = form.get('token') ?? ''
  const alert = form.get('alert') ?? ''
  const which = alert === 'all' ? 'all' : Number(alert)
  if (which !== 'all' && !(Number.isSafeInteger(which) && which > 0))
    throw new HttpError(400, 'Name the alert to remove, or all.')
  const removed = await removeAlerts(await getPayloadClient(), token, which, new Date())
  const page = new URL(absoluteUrl('/alerts/manage'))
  page.searchParams.set('token', token)
  page.searchParams.set('removed', String(removed ?? 0))
  return NextResponse.redirect(page, 303)
})
