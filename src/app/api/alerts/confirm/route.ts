import { NextResponse } from 'next/server'

import { confirmAlerts } from '@/server/alerts/manage'
import { apiHandler } from '@/server/api/handler'
import { readForm } from '@/server/api/read-form'
import { getPayloadClient } from '@/server/payload'
import { absoluteUrl } from '@/server/site-url'

/**
 * POST /api/alerts/confirm (form: token, and `alert` once per alert checked): the Confirm button
 * of the page an e-mail's link opens. A button, not the link itself, so mail scanners that open
 * links confirm nothing (ADR 0025); only the alerts checked start.
 */
export const POST = apiHandler(async (request) => {
  const form = await readForm(request)
  const token = form.get('token') ?? ''
  const chosen = form
    .getAll('alert')
    .slice(0, 100)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const confirmed = await confirmAlerts(await getPayloadClient(), token, chosen, new Date())
  const page = new URL(absoluteUrl('/alerts/confirm'))
  page.searchParams.set('token', token)
  page.searchParams.set('confirmed', String(confirmed ?? 0))
  return NextResponse.redirect(page, 303)
})
