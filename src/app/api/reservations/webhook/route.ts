import { NextResponse } from 'next/server'

import { bodyLimits } from '@/lib/body-limits.mjs'
import { apiHandler } from '@/server/api/handler'
import { HttpError } from '@/server/api/http-error'
import { readLimited } from '@/server/api/read-limited'
import { paymentProvider } from '@/server/payments/provider'
import { getPayloadClient } from '@/server/payload'
import { applyPaymentEvent } from '@/server/reservations/payment-events'

/**
 * POST /api/reservations/webhook: the payment provider's events (Stripe: the endpoint's signing
 * secret, STRIPE_WEBHOOK_SECRET). A body whose signature does not check out is refused with 400
 * before anything is read into the database; a checked one answers 200 whatever it changed, so
 * the provider stops sending it, and 5xx only when the site could not apply it (the provider
 * sends it again later).
 */
export const POST = apiHandler(async (request) => {
  const payload = await getPayloadClient()
  const provider = paymentProvider(payload)
  if (!provider || provider.paysAtOnce) throw new HttpError(403, 'Payments are not configured')
  const body = (await readLimited(request, bodyLimits.json)).toString('utf8')
  const event = await provider.verifyEvent(body, request.headers.get('stripe-signature'))
  if (!event) throw new HttpError(400, 'Invalid signature')
  return NextResponse.json({ received: true, outcome: await applyPaymentEvent(payload, event) })
})
