'use client'

import { useId, useState, type FormEvent } from 'react'

import { trailerLine } from '@/lib/leads/kinds/trailer'
import { serviceWorkLabels, type StoredServiceDetails } from '@/lib/leads/kinds/service'
import type { LeadView } from '@/lib/leads/view'
import { bookingWhen } from '@/lib/service/when'

import styles from '../Leads.module.css'
import { SaidLine } from './SaidLine'
import { type BookingAction, changeBooking } from './booking-api'
import { useCardAction } from './use-card-action'

const statusText = { booked: 'Booked', cancelled: 'Cancelled', done: 'Done' } as const

/** A service lead's booking on its card: what, on which trailer, when; staff move, cancel or close it. */
export function ServiceDetails({
  lead,
  details,
  onSaved,
}: {
  lead: LeadView
  details: StoredServiceDetails
  onSaved: (lead: LeadView) => void
}) {
  const id = useId()
  const booking = details.booking
  const [date, setDate] = useState('')
  const { busy, said, run } = useCardAction('Could not save. Please try again.')

  const send = (change: BookingAction) =>
    run(async () => {
      const { lead: saved, mail } = await changeBooking(lead.id, change)
      onSaved(saved)
      return {
        text:
          mail === 'sent'
            ? 'Saved; the shopper has the new invite.'
            : mail === 'failed'
              ? 'Saved, but the e-mail to the shopper failed: call them.'
              : 'Saved.',
        failed: mail === 'failed',
      }
    })
  const move = (event: FormEvent) => {
    event.preventDefault()
    if (date) void send({ action: 'move', date })
  }

  return (
    <section className={styles.kindDetails} aria-label="Service booking" data-service-booking>
      <p>
        <strong>Work:</strong> {details.work.map((work) => serviceWorkLabels[work]).join(', ')}
      </p>
      <p>
        <strong>Trailer:</strong> {trailerLine(details)}
      </p>
      {booking && (
        <p data-booking-status={booking.status}>
          <strong>Booked for:</strong> {bookingWhen(booking.start)} ({statusText[booking.status]})
        </p>
      )}
      {booking?.status === 'booked' && (
        <div className={styles.controls}>
          <form onSubmit={move} className={styles.controls}>
            <label htmlFor={`${id}-day`}>Move to</label>
            <input
              id={`${id}-day`}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              required
            />
            <button type="submit" className="btn btn-secondary" disabled={busy || !date}>
              Move booking
            </button>
          </form>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => send({ action: 'cancel' })}
          >
            Cancel booking
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => send({ action: 'done' })}
          >
            Mark done
          </button>
        </div>
      )}
      <SaidLine said={said} />
    </section>
  )
}
