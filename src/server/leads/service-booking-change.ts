import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { StoredServiceDetails } from '@/lib/leads/kinds/service'
import type { Lead, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { inTransaction } from '@/server/database/in-transaction'
import { lockLead } from '@/server/leads/locked-lead'
import { requestReview } from '@/server/leads/review-requests'
import { holdServiceSlot } from '@/server/leads/service-booking'
import { bookingChangeMail } from '@/server/leads/service-invite'
import { bookingWhen } from '@/lib/service/when'
import { sendMail } from '@/server/notify'

/*
 * Staff move, cancel or close a service booking from the lead card (ADR 0045). The change and its
 * line on the timeline are one transaction, a move holding its new day under the day's lock as a
 * new booking does; the shopper's mail (the new invite, or the cancellation) goes after the commit,
 * and the answer says whether it went.
 */
export const bookingChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('move'), date: z.string().trim() }).strict(),
    z.object({ action: z.literal('cancel') }).strict(),
    z.object({ action: z.literal('done') }).strict(),
  ],
  { error: 'action: send move (with a date), cancel or done.' },
)

export type BookingChange = z.infer<typeof bookingChangeSchema>

export async function changeServiceBooking(
  payload: Payload,
  id: number,
  change: BookingChange,
  user: User,
  now = new Date(),
): Promise<{ lead: Lead; mail: 'sent' | 'failed' | 'none' }> {
  await inTransaction(payload, { user }, async (req) => {
    if (!(await lockLead(req, id))) throw new HttpError(404, 'Lead not found')
    const lead = await payload.findByID({ collection: 'quote-requests', id, depth: 0, req })
    const details = lead.details as StoredServiceDetails | null
    const booking = lead.kind === 'service' ? details?.booking : undefined
    if (!details || !booking) throw new HttpError(400, 'This lead has no service booking.')
    if (booking.status !== 'booked') {
      throw new HttpError(409, `This booking is already ${booking.status}.`)
    }
    let next = booking
    if (change.action === 'move') {
      if (change.date === booking.date)
        throw new HttpError(400, 'The booking is on that day already.')
      next = await holdServiceSlot(req, change.date, now, booking.sequence + 1)
    } else if (change.action === 'cancel') {
      next = { ...booking, status: 'cancelled', sequence: booking.sequence + 1 }
    } else {
      next = { ...booking, status: 'done' }
      // The one review request of this service, after the Lead settings delay (ADR 0044).
      await requestReview(payload, { kind: 'service', leadId: id }, lead.email, req, now)
    }
    const text =
      change.action === 'move'
        ? `Service booking moved to ${bookingWhen(next.start)}`
        : change.action === 'cancel'
          ? 'Service booking cancelled'
          : 'Service done'
    await payload.update({
      collection: 'quote-requests',
      id,
      data: {
        details: { ...details, booking: next },
        activity: [
          ...(lead.activity ?? []),
          { at: now.toISOString(), by: user.id, kind: 'note', text },
        ],
      },
      req,
      depth: 0,
    })
  })
  const lead = await payload.findByID({ collection: 'quote-requests', id, depth: 1 })
  if (change.action === 'done') return { lead, mail: 'none' }
  const result = await sendMail(
    payload,
    await bookingChangeMail(payload, lead),
    10_000,
    'Booking change',
  )
  return { lead, mail: result.status }
}
