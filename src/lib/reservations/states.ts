/*
 * A reservation's life (ADR 0063). It starts at the provider's checkout; the provider's word moves
 * it once, to `held` (or `lost`, when another hold won the unit first: refunded at once) or to
 * `failed`; a hold then ends at its date (`ended`) or when staff release it (`released`). Every
 * other event on it changes nothing: a replayed webhook, a late expiry after payment.
 */
export const reservationStates = [
  'checkout',
  'held',
  'lost',
  'failed',
  'ended',
  'released',
] as const
export type ReservationState = (typeof reservationStates)[number]

export const reservationStateLabels: Record<ReservationState, string> = {
  checkout: 'Waiting for payment',
  held: 'On hold',
  lost: 'Paid after another hold: refunded',
  failed: 'Not paid',
  ended: 'Hold ended',
  released: 'Released',
}

export type ReservationEvent =
  { type: 'paid'; unitFree: boolean } | { type: 'failed' } | { type: 'due' } | { type: 'release' }

/** The state after `event`, or null when the event changes nothing in `state`. */
export function nextState(
  state: ReservationState,
  event: ReservationEvent,
): ReservationState | null {
  switch (event.type) {
    case 'paid':
      return state === 'checkout' ? (event.unitFree ? 'held' : 'lost') : null
    case 'failed':
      return state === 'checkout' ? 'failed' : null
    case 'due':
      return state === 'held' ? 'ended' : null
    case 'release':
      return state === 'held' || state === 'ended' ? 'released' : null
  }
}

/** Whether a deposit was taken and is not yet given back. */
export const depositKept = (state: ReservationState, refundedAt: string | null | undefined) =>
  (state === 'held' || state === 'ended' || state === 'lost') && !refundedAt
