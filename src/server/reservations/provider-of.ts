import type { Payload } from 'payload'

import type { Reservation } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { paymentProvider } from '@/server/payments/provider'

/**
 * The provider that took a reservation's deposit, to refund it through: the one the server runs
 * with now only when it is the same (a deposit taken by Stripe is never "refunded" by the console
 * adapter of a server started without keys). 503 otherwise, so the card says to try later.
 */
export function providerOf(payload: Payload, reservation: Pick<Reservation, 'provider'>) {
  const provider = paymentProvider(payload)
  if (!provider || provider.name !== reservation.provider) {
    throw new HttpError(
      503,
      `The payment provider that took this deposit (${reservation.provider}) is not configured.`,
    )
  }
  return provider
}
