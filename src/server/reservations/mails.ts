import type { Payload, SendEmailOptions } from 'payload'

import { greetingName } from '@/lib/leads/auto-reply'
import { formatCents } from '@/lib/money/cents'
import { holdDayText } from '@/lib/reservations/hold'
import type { Reservation } from '@/payload-types'

/*
 * The shopper's two mails about a deposit (ADR 0063): the receipt of a hold, and the notice that
 * another hold came first and the deposit is refunded. Only the dealer's words, the unit's name,
 * the amounts and dates, and the greeting's filtered first name: nothing else the shopper typed.
 * One mail per paid checkout, so paying is the limit on how many an address can get.
 */
export async function reservationMail(
  payload: Payload,
  reservation: Reservation,
  kind: 'receipt' | 'lost',
): Promise<SendEmailOptions> {
  const [site, unit] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findByID({
      collection: 'inventory-items',
      id: Number(reservation.unit ?? 0),
      depth: 0,
      select: { model_name: true, stock_number: true },
      disableErrors: true,
      overrideAccess: true,
    }),
  ])
  const name = unit ? `Venture ${unit.model_name}` : 'the trailer'
  const stock = unit?.stock_number ? ` (stock number ${unit.stock_number})` : ''
  const deposit = formatCents(reservation.amountCents)
  const first = greetingName(reservation.name)?.split(' ')[0]
  const lines =
    kind === 'receipt'
      ? {
          subject: `Your deposit holds the ${name} until ${holdDayText(reservation.heldUntil!)}`,
          body: [
            `We have received your refundable deposit of ${deposit} for the ${name}${stock}.`,
            `The trailer is on hold for you until the end of ${holdDayText(reservation.heldUntil!)}.`,
            `Payment reference: ${reservation.paymentReference}.`,
            '',
            'The terms you accepted:',
            reservation.terms,
          ],
        }
      : {
          subject: `Your deposit for the ${name} is refunded`,
          body: [
            `The ${name}${stock} was reserved or sold moments before your payment went through, so we could not hold it for you.`,
            `Your deposit of ${deposit} is refunded to your card; banks usually show it within 5 to 10 business days.`,
            `Payment reference: ${reservation.paymentReference}.`,
          ],
        }
  const text = [
    first ? `Hello ${first},` : 'Hello,',
    '',
    ...lines.body,
    '',
    `Questions: call ${site.phone} or reply to this e-mail.`,
    '',
    site.businessName,
  ].join('\n')
  return { to: reservation.email, subject: lines.subject, text }
}
