import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { isListed } from '@/lib/inventory/lifecycle'
import { formatCents } from '@/lib/money/cents'
import { holdDayText, holdEndsAt, mayBeHeld } from '@/lib/reservations/hold'
import { nextState } from '@/lib/reservations/states'
import type { InventoryItem, Reservation } from '@/payload-types'
import type { PaymentEvent } from '@/server/payments/types'
import { inTransaction } from '@/server/database/in-transaction'
import { lockInventoryRow } from '@/server/inventory/lock'
import { startLeadJobs } from '@/server/leads/job-runs'
import { queueLeadNotifications } from '@/server/leads/notifications'
import { queueLeadRouting } from '@/server/leads/routing'
import { idOf, reservationDetails, saveReservation } from '@/server/reservations/records'
import { queueReservationJob } from '@/server/reservations/tasks'

export type EventOutcome = 'held' | 'lost' | 'failed' | 'unchanged' | 'unknown'

/*
 * The provider's word on a checkout, applied once (ADR 0063). Everything about a unit's holds runs
 * under its row lock, so of two payments for one unit the first to get here holds it and the other
 * is refunded; a replayed or late event finds the reservation moved on and changes nothing.
 */
export async function applyPaymentEvent(
  payload: Payload,
  event: PaymentEvent,
  now = new Date(),
): Promise<EventOutcome> {
  if (event.type === 'ignored') return 'unchanged'
  const found = await reservationOfSession(payload, event.sessionId)
  if (!found) return 'unknown'
  const outcome = await inTransaction(payload, {}, async (req) => {
    const unitId = idOf(found.unit)
    if (unitId !== null) await lockInventoryRow(req, unitId)
    const reservation = await payload.findByID({
      collection: 'reservations',
      id: found.id,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (event.type === 'failed') {
      if (!nextState(reservation.state, { type: 'failed' })) return null
      await saveReservation(req, reservation, { state: 'failed' })
      return { outcome: 'failed' as EventOutcome, jobIds: [], leadId: undefined }
    }
    const unit =
      unitId === null
        ? null
        : await payload.findByID({
            collection: 'inventory-items',
            id: unitId,
            depth: 0,
            req,
            overrideAccess: true,
            disableErrors: true,
          })
    const state = nextState(reservation.state, { type: 'paid', unitFree: unitIsFree(unit, now) })
    if (!state) return null
    const paid = { paymentReference: event.paymentReference, amountCents: event.amountCents }
    const heldUntil = state === 'held' ? holdEndsAt(now, reservation.holdDays).toISOString() : null
    const leadId = await storeReservationLead(
      req,
      { ...reservation, ...paid, state, heldUntil },
      unit,
    )
    const saved = await saveReservation(req, reservation, {
      ...paid,
      state,
      heldUntil,
      lead: leadId,
    })
    const jobIds = await queueLeadNotifications(payload, leadId, req)
    jobIds.push(await queueLeadRouting(payload, leadId, req))
    if (state === 'held') {
      jobIds.push(await queueReservationJob(req, 'reservationReceipt', saved.id))
      await queueReservationJob(req, 'endHold', saved.id, new Date(heldUntil!))
    } else {
      jobIds.push(await queueReservationJob(req, 'refundLostDeposit', saved.id))
    }
    return { outcome: state as EventOutcome, jobIds, leadId }
  })
  if (!outcome) return 'unchanged'
  if (outcome.leadId !== undefined) startLeadJobs(payload, outcome.leadId, outcome.jobIds)
  return outcome.outcome
}

async function reservationOfSession(payload: Payload, sessionId: string) {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { sessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    select: { unit: true },
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** On the lot, listed, and held by no one: what a deposit may hold. */
export function unitIsFree(unit: InventoryItem | null, now: Date): boolean {
  if (!unit || !mayBeHeld({ status: unit.status, heldUntil: unit.held_until }, now)) return false
  return isListed({
    status: 'available',
    is_available: unit.is_available ?? true,
    stock_quantity: unit.stock_quantity,
  })
}

/*
 * A paid deposit is a lead like any other, routed to an owner and e-mailed to staff, with the
 * payment on its card; one that lost the race too, so someone calls the shopper who wanted it.
 * The shopper's mail is the receipt (or the refund notice), not the routing's instant reply.
 */
async function storeReservationLead(
  req: PayloadRequest,
  reservation: Reservation,
  unit: InventoryItem | null,
): Promise<number> {
  const name = unit ? `Venture ${unit.model_name}` : 'a trailer'
  const deposit = formatCents(reservation.amountCents)
  const message =
    reservation.state === 'held'
      ? `Reserved ${name} online with a deposit of ${deposit}. On hold until ${holdDayText(reservation.heldUntil!)}.`
      : `Paid a deposit of ${deposit} for ${name} after it was held, sold or taken off the list: the deposit is refunded automatically. Call them about a similar trailer.`
  const lead = await req.payload.create({
    collection: 'quote-requests',
    data: {
      kind: 'reservation',
      name: reservation.name,
      email: reservation.email,
      phone: reservation.phone ?? null,
      message,
      trailer: unit?.model_name ?? null,
      unit: unit?.id ?? null,
      details: reservationDetails(reservation),
      status: 'new',
      notification: 'pending',
      routing: { reply: 'skipped', escalations: 0 },
      gpc: reservation.gpc ?? false,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return lead.id
}
