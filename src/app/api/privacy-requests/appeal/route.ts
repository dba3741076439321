import { NextResponse } from 'next/server'

import { isLinkKey } from '@/server/link-keys'
import { apiHandler } from '@/server/api/handler'
import { readForm } from '@/server/api/read-form'
import { refusalOf } from '@/server/api/refusal'
import { getPayloadClient } from '@/server/payload'
import { appealAnswer } from '@/server/privacy/requests'
import { absoluteUrl } from '@/server/site-url'

/**
 * POST /api/privacy-requests/appeal `key`, `details`: an appeal from an answer's page (a plain
 * form, ADR 0065). 303 back to that page with `appealed=1`, or with `error=details` when the
 * reasons are missing or too long.
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const form = Object.fromEntries(await readForm(request))
  const page = new URL('/privacy/request/answer', absoluteUrl())
  if (isLinkKey(form.key)) page.searchParams.set('key', form.key)
  try {
    await appealAnswer(payload, form)
    page.searchParams.set('appealed', '1')
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    page.searchParams.set('error', refusal.status === 404 ? 'expired' : 'details')
  }
  return NextResponse.redirect(page, 303)
})
