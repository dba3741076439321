import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { formatCents, toCents } from '@/lib/money/cents'
import { advertisedPriceCents, priceRules } from '@/lib/inventory/price-lines'
import { inventoryPath } from '@/lib/inventory/slug'
import { depositCents, depositRules } from '@/lib/reservations/hold'
import { reserveFormProblems, reserveFormSchema } from '@/lib/reservations/form'
import { reserveErrorTexts } from '@/lib/reservations/refusals'
import { hourMs } from '@/lib/durations'
import { addressBlock } from '@/lib/address-block.mjs'
import { HttpError } from '@/server/api/http-error'
import type { Sender } from '@/server/leads/sender'
import { paymentProvider } from '@/server/payments/provider'
import { PaymentRefused } from '@/server/payments/types'
import { applyPaymentEvent, unitIsFree } from '@/server/reservations/payment-events'
import { createAttemptLimiter } from '@/server/rate-limit'
import { rateLimitStore } from '@/server/rate-limit-redis'
import { absoluteUrl } from '@/server/site-url'

/*
 * Checkouts a client or an address may start: a shopper retrying a declined card has room, a
 * script filling the provider with sessions (and the shopper's inbox with its mails) does not.
 */
const perClient = createAttemptLimiter({ limit: 5, windowMs: hourMs, store: rateLimitStore() })
const perAddress = createAttemptLimiter({ limit: 3, windowMs: hourMs, store: rateLimitStore() })

/**
 * Starts a reservation from the reserve form: checks the unit can be held, stores the reservation
 * with the terms the shopper accepted, and opens the provider's checkout for the deposit. Returns
 * where the shopper goes next: the provider's page, or (the console provider, in development) the
 * return page of a hold already made.
 */
export async function startReservation(
  payload: Payload,
  form: Record<string, string>,
  sender: Sender,
  now = new Date(),
): Promise<{ url: string }> {
  const problems = reserveFormProblems(form)
  if (Object.keys(problems).length) {
    throw new HttpError(400, Object.values(problems)[0]!, undefined, problems)
  }
  const input = reserveFormSchema.parse(form)
  for (const [limiter, key] of [
    [perClient, `reserve:${addressBlock(sender.address)}`],
    [perAddress, `reserve-address:${input.email.toLowerCase()}`],
  ] as const) {
    const { allowed, retryAfterSeconds } = await limiter.hit(key)
    if (!allowed)
      throw new HttpError(429, reserveErrorTexts.busy, { 'Retry-After': String(retryAfterSeconds) })
  }
  const provider = paymentProvider(payload)
  const [unit, pricing] = await Promise.all([
    payload.findByID({
      collection: 'inventory-items',
      id: input.unit,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: 'pricing', depth: 0 }),
  ])
  const rules = depositRules(pricing)
  const priceCents = unit ? advertisedPriceCents(toCents(unit.price), priceRules(pricing)) : 0
  const amountCents = rules && priceCents > 0 ? depositCents(priceCents, rules) : null
  if (!provider || !unit || !rules || amountCents === null || !unitIsFree(unit, now)) {
    throw new HttpError(409, reserveErrorTexts.unavailable)
  }
  const returnKey = randomBytes(24).toString('base64url')
  const reservation = await payload.create({
    collection: 'reservations',
    data: {
      unit: unit.id,
      state: 'checkout',
      amountCents,
      holdDays: rules.holdDays,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      terms: rules.terms,
      acceptedAt: now.toISOString(),
      returnKey,
      provider: provider.name,
      gpc: sender.gpc,
    },
    overrideAccess: true,
    depth: 0,
  })
  const page = inventoryPath(unit)
  let checkout
  try {
    checkout = await provider.createCheckout({
      reservationId: reservation.id,
      key: returnKey,
      amountCents,
      description: `Refundable deposit: Venture ${unit.model_name}${unit.stock_number ? ` (stock ${unit.stock_number})` : ''}, ${formatCents(amountCents)}`,
      email: input.email,
      successUrl: absoluteUrl(`${page}/reserve/done?key=${returnKey}`),
      cancelUrl: absoluteUrl(`${page}/reserve?cancelled=1`),
      // Long enough to find a card; short enough that a forgotten tab holds nothing for long.
      expiresAt: new Date(now.getTime() + hourMs),
    })
  } catch (error) {
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { state: 'failed' },
      overrideAccess: true,
      depth: 0,
    })
    if (error instanceof PaymentRefused || (error as Error)?.name === 'PaymentRefused') {
      payload.logger.error({ err: error, msg: `Reservation ${reservation.id}: no checkout` })
      throw new HttpError(502, reserveErrorTexts.provider)
    }
    throw error
  }
  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: { sessionId: checkout.sessionId },
    overrideAccess: true,
    depth: 0,
  })
  if (provider.paysAtOnce) {
    await applyPaymentEvent(payload, {
      type: 'paid',
      eventId: `${checkout.sessionId}-paid`,
      sessionId: checkout.sessionId,
      paymentReference: checkout.sessionId,
      amountCents,
    })
  }
  return { url: checkout.url }
}
