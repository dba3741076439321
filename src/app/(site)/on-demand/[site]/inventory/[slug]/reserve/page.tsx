import type { Metadata } from 'next'
import Link from 'next/link'

import { ReserveForm } from '@/components/reservations/ReserveForm'
import { telHref } from '@/lib/contact-format'
import type { TypedForm } from '@/lib/leads/typed-form'
import { statusBadge } from '@/lib/inventory/lifecycle'
import { inventoryPath } from '@/lib/inventory/slug'
import { formatCents } from '@/lib/money/cents'
import { reserveFormProblems, reserveTypedFields } from '@/lib/reservations/form'
import { depositText, holdDayText, holdEndsAt } from '@/lib/reservations/hold'
import { reserveErrorText } from '@/lib/reservations/refusals'
import { reserveUnit } from '@/app/(site)/on-demand/[site]/inventory/[slug]/reserve/reserve-unit'

import outcome from '@/components/ui/FormOutcome.module.css'
import styles from '@/components/reservations/Reserve.module.css'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/*
 * Reserving a unit online (issue 53, ADR 0063): the deposit, the day the hold would end if paid
 * now, the terms in the dealer's words, and the form that goes on to the payment page. Rendered
 * per request: the day moves, and a refused form comes back here with what was typed.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Reserve this trailer', robots: { index: false } }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export default async function ReservePage({ params, searchParams }: Props) {
  const query = await searchParams
  const { item, settings, priceCents, deposit } = await reserveUnit((await params).slug, '/reserve')
  const name = `Venture ${item.model_name}`
  const error = reserveErrorText(first(query.error))
  const values = Object.fromEntries(
    reserveTypedFields.flatMap((field) =>
      first(query[field]) ? [[field, first(query[field])!]] : [],
    ),
  )
  const typed: TypedForm | null =
    first(query.error) === 'fields'
      ? {
          values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [v]])),
          errors: reserveFormProblems({ ...values, unit: item.id, accept: 'yes' }),
        }
      : null
  return (
    <article className="section">
      <div className="container">
        <h1>Reserve the {name}</h1>
        {first(query.cancelled) === '1' && (
          <p className={styles.notice} role="status">
            Payment cancelled: nothing was charged, and the trailer is not on hold.
          </p>
        )}
        {error && first(query.error) !== 'fields' && (
          <p className={outcome.message} data-tone="error" role="alert">
            {error}
          </p>
        )}
        {deposit ? (
          <>
            <dl className={styles.facts}>
              <dt>Price</dt>
              <dd>{formatCents(priceCents)}</dd>
              <dt>Deposit</dt>
              <dd>
                {depositText(deposit.cents, deposit.rules).replace(/^a/, 'A')}, paid online and
                counted toward the price
              </dd>
              <dt>Held for you until</dt>
              <dd>
                the end of {holdDayText(holdEndsAt(new Date(), deposit.rules.holdDays))}, if you pay
                today
              </dd>
            </dl>
            <h2>Terms of the deposit</h2>
            <p className={styles.terms}>{deposit.rules.terms}</p>
            <p>
              You pay on our payment provider’s secure page: your card number never reaches this
              site. You come back here when it is done.
            </p>
            <ReserveForm unitId={item.id} typed={typed} />
          </>
        ) : (
          <p className={styles.notice}>
            {statusBadge(item) ?? 'This trailer cannot be reserved online now.'} Call us at{' '}
            <a href={telHref(settings.phone)}>{settings.phone}</a> and we will help.
          </p>
        )}
        <p>
          <Link href={inventoryPath(item)}>← Back to the {name}</Link>
        </p>
      </div>
    </article>
  )
}
