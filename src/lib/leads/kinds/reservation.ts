import type { ReservationState } from '@/lib/reservations/states'

/*
 * A reservation lead's details (ADR 0063): no form of its own, it is stored by the provider's
 * webhook and kept in step with its reservation (src/server/reservations/records.ts), so the lead
 * card shows the deposit, the payment reference and the hold without reading another collection.
 */
export type StoredReservationDetails = {
  reservation: number
  state: ReservationState
  depositCents: number
  provider: string
  paymentReference: string | null
  heldUntil: string | null
  refundId: string | null
  refundedAt: string | null
}
