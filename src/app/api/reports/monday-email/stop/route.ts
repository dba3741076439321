import { NextResponse } from 'next/server'

import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { getPayloadClient } from '@/server/payload'
import { mondayStopUser, stopMondayEmail } from '@/server/reports/monday-stop'
import { absoluteUrl } from '@/server/site-url'

/**
 * POST /api/reports/monday-email/stop?user=…&key=…: the Monday report e-mail's one-click stop
 * (RFC 8058, from mail clients' own button) and the button of /monday-report. The link says
 * everything; the body (`List-Unsubscribe=One-Click`, or the page's empty form) is not read.
 */
export const POST = apiHandler(async (request) => {
  const userId = mondayStopUser(new URL(request.url).searchParams)
  if (userId === null) throw new HttpError(404, 'This link is not one the site sent.')
  await stopMondayEmail(await getPayloadClient(), userId)
  return NextResponse.redirect(absoluteUrl('/monday-report?stopped=1'), 303)
})
