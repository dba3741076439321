/*
 * What the site asks of a payment provider (ADR 0063), as texts go through a text provider: a
 * hosted checkout for a deposit, the provider's signed word that it was paid (or not), and a
 * refund. Card numbers stay with the provider: the shopper types them on its page.
 */
export type CheckoutRequest = {
  reservationId: number
  /** Unguessable and unique to this checkout: the provider's idempotency key. */
  key: string
  amountCents: number
  /** What the shopper sees on the provider's page and statement, dealer's words only. */
  description: string
  email: string
  successUrl: string
  cancelUrl: string
  /** When the provider stops taking payment on it (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date
}

export type Checkout = { sessionId: string; url: string }

/** A provider event, checked and reduced to what a hold needs. */
export type PaymentEvent =
  | {
      type: 'paid'
      eventId: string
      sessionId: string
      /** The provider's id of the payment, to refund it by and to show on the lead. */
      paymentReference: string
      amountCents: number
    }
  /** The checkout expired, or its (delayed) payment failed: it holds nothing. */
  | { type: 'failed'; eventId: string; sessionId: string }
  | { type: 'ignored'; eventId: string }

export type PaymentProvider = {
  name: 'stripe' | 'console'
  /** The console provider takes no payment: the site treats its checkout as paid at once. */
  paysAtOnce: boolean
  createCheckout: (request: CheckoutRequest) => Promise<Checkout>
  /** The event in a webhook body, or null when its signature is missing, wrong or too old. */
  verifyEvent: (rawBody: string, signature: string | null) => Promise<PaymentEvent | null>
  refund: (paymentReference: string) => Promise<{ refundId: string }>
}

/** The provider would not do it (a 4xx), or could not be reached (`permanent` false). */
export class PaymentRefused extends Error {
  // Told by name where bundling leaves two copies of the class (src/server/api/refusal.ts).
  override readonly name = 'PaymentRefused'

  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}
