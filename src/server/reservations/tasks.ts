import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { formatCents } from '@/lib/money/cents'
import { isHeld } from '@/lib/reservations/hold'
import { nextState } from '@/lib/reservations/states'
import { leadNotificationRetries, leadQueue } from '@/server/leads/notifications'
import { inTransaction } from '@/server/database/in-transaction'
import { lockInventoryRow } from '@/server/inventory/lock'
import { sendMail } from '@/server/notify'
import { providerOf } from '@/server/reservations/provider-of'
import { reservationMail } from '@/server/reservations/mails'
import { idOf, saveReservation } from '@/server/reservations/records'

type ReservationIO = { input: { reservationId: number }; output: { status: string } }
type ReservationTask = 'reservationReceipt' | 'refundLostDeposit' | 'endHold'

/** Queues one of the tasks below for a reservation, in `req`'s transaction; `at` waits for then. */
export async function queueReservationJob(
  req: PayloadRequest,
  task: ReservationTask,
  reservationId: number,
  at?: Date,
) {
  const job = await req.payload.jobs.queue({
    task,
    input: { reservationId },
    queue: leadQueue,
    req,
    ...(at ? { waitUntil: at } : {}),
  })
  return job.id
}

// The lead e-mails' queue and retries (ADR 0013): a mail or provider outage is waited out.
const retried = {
  inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: leadNotificationRetries, backoff: { type: 'exponential', delay: 30_000 } },
} satisfies Partial<TaskConfig<ReservationIO>>

const reservationOf = (req: PayloadRequest, id: number) =>
  req.payload.findByID({
    collection: 'reservations',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })

/** The shopper's receipt of a hold; thrown on a mail failure, so the queue tries again. */
export const reservationReceiptTask: TaskConfig<ReservationIO> = {
  slug: 'reservationReceipt',
  ...retried,
  handler: async ({ input, req }) => {
    const reservation = await reservationOf(req, input.reservationId)
    if (!reservation) return { output: { status: 'reservation deleted' } }
    const mail = await reservationMail(req.payload, reservation, 'receipt')
    const result = await sendMail(req.payload, mail, 10_000, 'Reservation receipt')
    if (result.status === 'failed') throw new Error(`Reservation ${reservation.id}: receipt failed`)
    return { output: { status: 'sent' } }
  },
}

/*
 * A deposit paid for a unit another hold had taken: refunded through the provider (its idempotency
 * key makes a retry after an outage the same refund), then the shopper is told.
 */
export const refundLostDepositTask: TaskConfig<ReservationIO> = {
  slug: 'refundLostDeposit',
  ...retried,
  handler: async ({ input, req }) => {
    const { payload } = req
    const reservation = await reservationOf(req, input.reservationId)
    if (!reservation || reservation.state !== 'lost' || !reservation.paymentReference) {
      return { output: { status: 'nothing to refund' } }
    }
    if (!reservation.refundedAt) {
      const { refundId } = await providerOf(payload, reservation).refund(
        reservation.paymentReference,
      )
      await inTransaction(payload, {}, (tx) =>
        saveReservation(
          tx,
          reservation,
          { refundId, refundedAt: new Date().toISOString() },
          {
            text: `Deposit of ${formatCents(reservation.amountCents)} refunded automatically (refund ${refundId}): the unit was held or sold first.`,
          },
        ),
      )
    }
    const refunded = (await reservationOf(req, reservation.id)) ?? reservation
    const result = await sendMail(
      payload,
      await reservationMail(payload, refunded, 'lost'),
      10_000,
      'Reservation refund notice',
    )
    if (result.status === 'failed') throw new Error(`Reservation ${reservation.id}: notice failed`)
    return { output: { status: 'refunded' } }
  },
}

/**
 * Ends a hold whose date has come: the unit is free again. The deposit stays until staff refund
 * it or count it toward the sale, so the card says so. 'not due' while the hold runs.
 */
export async function endHoldIfDue(payload: Payload, reservationId: number, now = new Date()) {
  return inTransaction(payload, {}, async (tx) => {
    const reservation = await reservationOf(tx, reservationId)
    if (!reservation) return 'not held'
    const unitId = idOf(reservation.unit)
    if (unitId !== null) await lockInventoryRow(tx, unitId)
    const current = await reservationOf(tx, reservation.id)
    if (!current || !nextState(current.state, { type: 'due' })) return 'not held'
    if (isHeld(current.heldUntil, now)) return 'not due'
    await saveReservation(
      tx,
      current,
      { state: 'ended' },
      {
        text: `The hold ended at its date. The deposit of ${formatCents(current.amountCents)} is still kept: refund it from this card, or count it toward the sale.`,
      },
    )
    return 'ended'
  })
}

/* A hold's end, queued with its date (`waitUntil`). */
export const endHoldTask: TaskConfig<ReservationIO> = {
  slug: 'endHold',
  ...retried,
  handler: async ({ input, req }) => {
    const status = await endHoldIfDue(req.payload, input.reservationId)
    // Run early (an instance whose clock runs ahead): it waits again, without spending a retry.
    if (status === 'not due') {
      const reservation = await reservationOf(req, input.reservationId)
      await queueReservationJob(
        req,
        'endHold',
        input.reservationId,
        new Date(reservation!.heldUntil!),
      )
    }
    return { output: { status } }
  },
}

/**
 * Every hold past its date that is still on, ended (on the jobs queue's tick): the hold's own job
 * is the way it ends, this the net under it, so no page says "On hold" past its day for longer
 * than a tick when that job was lost or ran out of tries.
 */
export async function endDueHolds(payload: Payload, now = new Date()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { state: { equals: 'held' }, heldUntil: { less_than_equal: now.toISOString() } },
    limit: 20,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  for (const { id } of docs) await endHoldIfDue(payload, id, now)
}

export const reservationTasks = [reservationReceiptTask, refundLostDepositTask, endHoldTask]
