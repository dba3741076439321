import 'server-only'

import type { Payload } from 'payload'

import type { StoredReservationDetails } from '@/lib/leads/kinds/reservation'
import { formatCents } from '@/lib/money/cents'
import { depositKept, nextState } from '@/lib/reservations/states'
import type { Lead, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { inTransaction } from '@/server/database/in-transaction'
import { lockInventoryRow } from '@/server/inventory/lock'
import { providerOf } from '@/server/reservations/provider-of'
import { idOf, saveReservation } from '@/server/reservations/records'

/*
 * Staff release a hold from the reservation lead's card and refund its deposit (ADR 0063); a
 * deposit kept without a hold (its hold ended, or an automatic refund that failed) is refunded
 * the same way. The refund goes first, through the provider that took it, with an idempotency
 * key: a retry after a failure is the same refund. Only once the provider has refunded is the
 * hold released, the unit free again and the timeline told, in one transaction under the unit's
 * lock.
 */
export async function releaseReservation(
  payload: Payload,
  leadId: number,
  user: User,
  now = new Date(),
): Promise<Lead> {
  const lead = await payload.findByID({
    collection: 'quote-requests',
    id: leadId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  const details = lead?.kind === 'reservation' ? (lead.details as StoredReservationDetails) : null
  if (!lead || !details) throw new HttpError(404, 'This lead has no reservation.')
  const reservation = await payload.findByID({
    collection: 'reservations',
    id: details.reservation,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!reservation) throw new HttpError(404, 'This lead has no reservation.')
  const releasable = nextState(reservation.state, { type: 'release' }) !== null
  const reference = depositKept(reservation.state, reservation.refundedAt)
    ? reservation.paymentReference
    : null
  if (!releasable && !reference) {
    throw new HttpError(409, 'This reservation holds nothing and keeps no deposit.')
  }
  let refund: { refundId: string } | null = null
  if (reference) {
    const provider = providerOf(payload, reservation)
    try {
      refund = await provider.refund(reference)
    } catch (error) {
      payload.logger.error({ err: error, msg: `Reservation ${reservation.id}: refund failed` })
      throw new HttpError(
        502,
        'The payment provider did not refund the deposit. Nothing changed: try again.',
      )
    }
  }
  await inTransaction(payload, { user }, async (req) => {
    const unitId = idOf(reservation.unit)
    if (unitId !== null) await lockInventoryRow(req, unitId)
    const current = await payload.findByID({
      collection: 'reservations',
      id: reservation.id,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const state = nextState(current.state, { type: 'release' })
    const refunded = refund && !current.refundedAt ? refund : null
    if (!state && !refunded) {
      throw new HttpError(409, 'This reservation holds nothing and keeps no deposit.')
    }
    const deposit = formatCents(current.amountCents)
    const said = [
      state && 'Hold released.',
      refunded && `Deposit of ${deposit} refunded (refund ${refunded.refundId}).`,
    ]
    await saveReservation(
      req,
      current,
      {
        ...(state ? { state } : {}),
        ...(refunded ? { refundId: refunded.refundId, refundedAt: now.toISOString() } : {}),
      },
      { by: user.id, at: now, text: said.filter(Boolean).join(' ') },
    )
  })
  return payload.findByID({ collection: 'quote-requests', id: leadId, depth: 1 })
}
