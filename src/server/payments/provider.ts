import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { env } from '@/server/env'
import { PaymentRefused, type PaymentEvent, type PaymentProvider } from '@/server/payments/types'

/*
 * Who takes deposits (ADR 0063), as texts go through the texting adapter: Stripe when both of its
 * keys are set, the log in development and tests without them, nobody in production without them.
 */
export function paymentProvider(payload: Payload): PaymentProvider | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhookSecret, NODE_ENV } = env()
  if (key && webhookSecret) return stripeProvider(key, webhookSecret, env().STRIPE_API_BASE_URL)
  if (NODE_ENV === 'production') return null
  return consoleProvider(payload)
}

let consoleCount = 0
const consoleId = (kind: string) => `${kind}-${process.pid}-${Date.now()}-${consoleCount++}`

const consoleProvider = (payload: Payload): PaymentProvider => ({
  name: 'console',
  paysAtOnce: true,
  createCheckout: async ({ amountCents, description, successUrl }) => {
    const dollars = (amountCents / 100).toFixed(2)
    payload.logger.info(`Deposit of $${dollars} for ${description} (not charged: no Stripe keys)`)
    return { sessionId: consoleId('console'), url: successUrl }
  },
  // Nothing was charged, so no provider will ever call back.
  verifyEvent: async () => null,
  refund: async (paymentReference) => {
    payload.logger.info(`Refund of ${paymentReference} (not refunded: no Stripe keys)`)
    return { refundId: consoleId('console-refund') }
  },
})

/*
 * One client per key and gateway, loaded on first use: the SDK is large, and neither the pages
 * nor a server without deposits need it. A base URL sends its requests to a test gateway.
 */
const clients = new Map<string, Promise<Stripe>>()

function stripeClient(key: string, baseUrl?: string): Promise<Stripe> {
  const cacheKey = `${key} ${baseUrl ?? ''}`
  let client = clients.get(cacheKey)
  if (!client) {
    const gateway = baseUrl ? new URL(baseUrl) : undefined
    client = import('stripe').then(
      ({ default: Stripe }) =>
        new Stripe(key, {
          maxNetworkRetries: 2,
          timeout: 15_000,
          ...(gateway && {
            host: gateway.hostname,
            port: gateway.port || (gateway.protocol === 'http:' ? 80 : 443),
            protocol: gateway.protocol === 'http:' ? 'http' : 'https',
          }),
        }),
    )
    clients.set(cacheKey, client)
  }
  return client
}

/** A 4xx other than 429 is Stripe refusing; anything else (5xx, no answer) may pass later. */
async function calling<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode
    const permanent = typeof status === 'number' && status >= 400 && status < 500 && status !== 429
    throw new PaymentRefused(error instanceof Error ? error.message : String(error), permanent)
  }
}

function stripeProvider(key: string, webhookSecret: string, baseUrl?: string): PaymentProvider {
  const client = () => stripeClient(key, baseUrl)
  return {
    name: 'stripe',
    paysAtOnce: false,
    createCheckout: async (request) => {
      const stripe = await client()
      const reservation = String(request.reservationId)
      const session = await calling(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.email,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            client_reference_id: reservation,
            metadata: { reservation },
            payment_intent_data: { metadata: { reservation } },
          },
          // Stripe answers a repeated key with the first session (or a 400 if the fields differ);
          // the reservation's own random key, since ids repeat after a restore.
          { idempotencyKey: `checkout-${request.key}` },
        ),
      )
      if (!session.url) throw new PaymentRefused('Stripe gave the checkout no payment page', true)
      return { sessionId: session.id, url: session.url }
    },
    verifyEvent: async (rawBody, signature) => {
      if (!signature) return null
      const stripe = await client()
      try {
        return paymentEvent(
          await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret),
        )
      } catch {
        // A wrong, stale or missing signature, or a body that is no event: nothing to act on.
        return null
      }
    },
    refund: async (paymentReference) => {
      const stripe = await client()
      const refund = await calling(async () => {
        try {
          return await stripe.refunds.create(
            { payment_intent: paymentReference },
            { idempotencyKey: `refund-${paymentReference}` },
          )
        } catch (error) {
          // Refunded already (in Stripe's dashboard, or by a try whose answer was lost): that one.
          if ((error as { code?: unknown }).code !== 'charge_already_refunded') throw error
          const { data } = await stripe.refunds.list({ payment_intent: paymentReference, limit: 1 })
          if (!data[0]) throw error
          return data[0]
        }
      })
      return { refundId: refund.id }
    },
  }
}

function paymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { type: 'ignored', eventId: event.id }
  switch (event.type) {
    // A delayed method (a bank debit) completes unpaid: its async_payment_* event follows.
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid'
        ? paid(event.id, event.data.object)
        : ignored
    case 'checkout.session.async_payment_succeeded':
      return paid(event.id, event.data.object)
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', eventId: event.id, sessionId: event.data.object.id }
    default:
      return ignored
  }
}

function paid(eventId: string, session: Stripe.Checkout.Session): PaymentEvent {
  const intent = session.payment_intent
  const paymentReference = typeof intent === 'string' ? intent : intent?.id
  // A payment-mode session that is paid always has both; without them there is nothing to hold.
  if (!paymentReference || session.amount_total === null) return { type: 'ignored', eventId }
  return {
    type: 'paid',
    eventId,
    sessionId: session.id,
    paymentReference,
    amountCents: session.amount_total,
  }
}
