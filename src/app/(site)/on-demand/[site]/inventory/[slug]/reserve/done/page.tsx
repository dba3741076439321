import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { inventoryPath, parseInventorySlug } from '@/lib/inventory/slug'
import { formatCents } from '@/lib/money/cents'
import { holdDayText } from '@/lib/reservations/hold'
import type { Reservation } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

import outcome from '@/components/ui/FormOutcome.module.css'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/*
 * Where the payment provider sends the shopper back (ADR 0063), with the reservation's
 * unguessable key: what became of the payment. The provider's word usually comes before the
 * shopper does; when it has not yet, the page says so and a reload shows it.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your reservation', robots: { index: false } }

function outcomeOf(reservation: Reservation, name: string): { tone: string; text: string } {
  const deposit = formatCents(reservation.amountCents)
  switch (reservation.state) {
    case 'held':
      return {
        tone: 'success',
        text: `Thank you: the ${name} is on hold for you until the end of ${holdDayText(reservation.heldUntil!)}. Your receipt for the deposit of ${deposit} is on its way by e-mail.`,
      }
    case 'checkout':
      return {
        tone: 'success',
        text: 'We are waiting for the payment provider to confirm your payment. This takes a few seconds: reload this page.',
      }
    case 'lost':
      return {
        tone: 'error',
        text: `The ${name} was reserved or sold moments before your payment went through. Your deposit of ${deposit} is refunded to your card, and we will call you about a similar trailer.`,
      }
    case 'failed':
      return {
        tone: 'error',
        text: 'The payment did not go through: nothing was charged and nothing is held.',
      }
    default:
      return { tone: 'success', text: 'This reservation has ended.' }
  }
}

export default async function ReservationDonePage({ params, searchParams }: Props) {
  const key = (await searchParams).key
  if (typeof key !== 'string' || key.length > 100) notFound()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { returnKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const reservation = docs[0]
  // The unit as it is, listed or not: a payment that lost the race often lost it to a sale.
  const unitId = parseInventorySlug((await params).slug)
  if (!reservation || unitId === null || Number(reservation.unit) !== unitId) notFound()
  const item = await payload.findByID({
    collection: 'inventory-items',
    id: unitId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!item) notFound()
  const name = `Venture ${item.model_name}`
  const said = outcomeOf(reservation, name)
  return (
    <article className="section">
      <div className="container">
        <h1>Your reservation</h1>
        <p className={outcome.message} data-tone={said.tone} role="status">
          {said.text}
        </p>
        <p>
          <Link href={inventoryPath(item)}>← Back to the {name}</Link>
        </p>
      </div>
    </article>
  )
}
