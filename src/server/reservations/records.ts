import type { Payload, PayloadRequest } from 'payload'

import type { StoredReservationDetails } from '@/lib/leads/kinds/reservation'
import type { Lead, Reservation } from '@/payload-types'
import { lockLead } from '@/server/leads/locked-lead'

type Activity = NonNullable<Lead['activity']>[number]

/*
 * The writes every change of a reservation makes together, in the caller's transaction: the row
 * itself, the unit's hold (only the reservation holding it clears it), and the reservation lead's
 * details and timeline, so the card, the unit page and the row never tell two stories.
 */
export async function saveReservation(
  req: PayloadRequest,
  reservation: Reservation,
  data: Partial<Reservation>,
  line?: { text: string; by?: number | null; at?: Date },
): Promise<Reservation> {
  const { payload } = req
  const saved = await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data,
    req,
    overrideAccess: true,
    depth: 0,
  })
  const unitId = idOf(saved.unit)
  if (unitId === null) {
    // The unit is deleted: no hold to set or clear.
  } else if (data.state === 'held') {
    await setUnitHold(payload, req, unitId, { until: saved.heldUntil ?? null, by: saved.id })
  } else if (data.state && data.state !== reservation.state && reservation.state === 'held') {
    const unit = await payload.findByID({
      collection: 'inventory-items',
      id: unitId,
      depth: 0,
      select: { held_by: true },
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (unit && idOf(unit.held_by) === saved.id) {
      await setUnitHold(payload, req, unitId, { until: null, by: null })
    }
  }
  const leadId = idOf(saved.lead)
  if (leadId !== null) await noteOnLead(req, leadId, saved, line)
  return saved
}

/** The id of a relationship as read at any depth; null when empty. */
export const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

async function setUnitHold(
  payload: Payload,
  req: PayloadRequest,
  unitId: number,
  hold: { until: string | null; by: number | null },
) {
  await payload.update({
    collection: 'inventory-items',
    id: unitId,
    data: { held_until: hold.until, held_by: hold.by },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** What the lead card shows of a reservation (src/lib/leads/kinds/reservation.ts). */
export const reservationDetails = (reservation: Reservation): StoredReservationDetails => ({
  reservation: reservation.id,
  state: reservation.state,
  depositCents: reservation.amountCents,
  provider: reservation.provider,
  paymentReference: reservation.paymentReference ?? null,
  heldUntil: reservation.heldUntil ?? null,
  refundId: reservation.refundId ?? null,
  refundedAt: reservation.refundedAt ?? null,
})

async function noteOnLead(
  req: PayloadRequest,
  leadId: number,
  reservation: Reservation,
  line?: { text: string; by?: number | null; at?: Date },
) {
  if (!(await lockLead(req, leadId))) return
  const { payload } = req
  const lead = await payload.findByID({
    collection: 'quote-requests',
    id: leadId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const activity: Activity[] = [...(lead.activity ?? [])]
  if (line) {
    activity.push({
      at: (line.at ?? new Date()).toISOString(),
      by: line.by ?? null,
      kind: 'reservation',
      text: line.text,
    })
  }
  await payload.update({
    collection: 'quote-requests',
    id: leadId,
    data: { details: reservationDetails(reservation), activity },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
