import { financeTerms } from '@/lib/leads/kinds/finance'
import type { PaymentFigures } from '@/lib/inventory/payment'

/*
 * The shopper's own figures for a payment, as the calculator on a unit page sends them in its
 * address (a plain GET form): `down` in whole dollars, `term` one of the finance inquiry's terms,
 * `apr` in percent. What cannot be read comes back with a message on its field.
 */
export const aprLimit = 36

export type PaymentField = 'down' | 'term' | 'apr'

export type PaymentQuery = {
  /** What was typed, to show again. */
  values: Record<PaymentField, string>
  errors: Partial<Record<PaymentField, string>>
  /** The figures, when every field reads. */
  figures: PaymentFigures | null
}

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 20) ?? ''

export const paymentMessages: Record<PaymentField, string> = {
  down: 'Enter a down payment in whole dollars, like 1000.',
  term: 'Choose a term.',
  apr: `Enter an APR from 0 to ${aprLimit}%, like 7.99.`,
}

/** The calculator's fields as the dealer's terms fill them, empty without terms (down: 0). */
export const paymentValues = (figures: PaymentFigures | null): Record<PaymentField, string> => ({
  down: String((figures?.downCents ?? 0) / 100),
  term: figures ? String(figures.termMonths) : '',
  apr: figures ? String(figures.apr) : '',
})

/** Reads the calculator's fields; `fallback` fills those the address leaves out. */
export function readPaymentQuery(query: Query, fallback: PaymentFigures | null): PaymentQuery {
  const filled = paymentValues(fallback)
  const values: Record<PaymentField, string> = {
    down: first(query.down) || filled.down,
    term: first(query.term) || filled.term,
    apr: first(query.apr) || filled.apr,
  }
  const down = values.down.replace(/^\$/, '').replaceAll(',', '')
  const term = Number(values.term)
  const apr = values.apr.replace(/%$/, '')
  const errors: PaymentQuery['errors'] = {}
  if (!/^\d{1,7}$/.test(down)) errors.down = paymentMessages.down
  if (!(financeTerms as readonly number[]).includes(term)) errors.term = paymentMessages.term
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(apr) || Number(apr) > aprLimit) errors.apr = paymentMessages.apr
  const figures =
    Object.keys(errors).length > 0
      ? null
      : { apr: Number(apr), termMonths: term, downCents: Number(down) * 100 }
  return { values, errors, figures }
}
