'use client'

import type { StoredReservationDetails } from '@/lib/leads/kinds/reservation'
import type { LeadView } from '@/lib/leads/view'
import { formatCents } from '@/lib/money/cents'
import { holdDayText } from '@/lib/reservations/hold'
import { depositKept, nextState, reservationStateLabels } from '@/lib/reservations/states'

import styles from '../Leads.module.css'
import { SaidLine } from './SaidLine'
import { releaseReservation } from './reservation-api'
import { useCardAction } from './use-card-action'

/**
 * A reservation lead's deposit on its card (ADR 0063): the amount, the provider's payment
 * reference, the hold and its refund; staff release the hold and refund the deposit here.
 */
export function ReservationDetails({
  lead,
  details,
  onSaved,
}: {
  lead: LeadView
  details: StoredReservationDetails
  onSaved: (lead: LeadView) => void
}) {
  const { busy, said, run } = useCardAction('Could not release. Please try again.')
  const kept = depositKept(details.state, details.refundedAt)
  const releasable = nextState(details.state, { type: 'release' }) !== null

  const release = () =>
    run(async () => {
      const saved = await releaseReservation(lead.id)
      onSaved(saved)
      const refunded = Boolean((saved.details as StoredReservationDetails | null)?.refundedAt)
      return {
        text: releasable
          ? refunded
            ? 'Released; the deposit is refunded.'
            : 'Released.'
          : 'The deposit is refunded.',
        failed: false,
      }
    })

  return (
    <section className={styles.kindDetails} aria-label="Reservation" data-reservation>
      <dl className={styles.details}>
        <dt>Deposit</dt>
        <dd>
          {formatCents(details.depositCents)}{' '}
          {kept ? '(kept)' : details.refundedAt ? '(refunded)' : ''}
        </dd>
        <dt>Payment reference</dt>
        <dd>
          <code>{details.paymentReference ?? '—'}</code>
          {details.provider === 'console' && ' (development: nothing was charged)'}
        </dd>
        <dt>Hold</dt>
        <dd data-reservation-state={details.state}>
          {details.state === 'held' && details.heldUntil
            ? `On hold until ${holdDayText(details.heldUntil)}`
            : reservationStateLabels[details.state]}
        </dd>
        {details.refundId && (
          <>
            <dt>Refund</dt>
            <dd>
              <code>{details.refundId}</code>
            </dd>
          </>
        )}
      </dl>
      {(releasable || kept) && (
        <div className={styles.controls}>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={release}>
            {releasable
              ? kept
                ? 'Release hold and refund deposit'
                : 'Release hold'
              : 'Refund deposit'}
          </button>
        </div>
      )}
      <SaidLine said={said} />
    </section>
  )
}
