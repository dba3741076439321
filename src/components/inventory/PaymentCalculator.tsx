import { TermField, TextField } from '@/components/leads/LeadFormFields'
import { aprLimit, type PaymentQuery } from '@/lib/inventory/payment-query'
import { PaymentEstimate } from '@/components/inventory/PaymentEstimate'

import styles from '@/components/inventory/PaymentCalculator.module.css'

type Props = {
  unitId: number
  priceCents: number
  /** Where the form sends its figures: the unit's payment page. */
  action: string
  /** The fields as typed, or as the dealer's terms fill them, and their result once sent. */
  query: PaymentQuery
  sent: boolean
}

/*
 * The shopper's own down payment, term and APR: a plain GET form whose answer is the unit's page
 * again with the payment in it, so it needs no script.
 */
export function PaymentCalculator({ unitId, priceCents, action, query, sent }: Props) {
  const typed = {
    values: Object.fromEntries(Object.entries(query.values).map(([key, value]) => [key, [value]])),
    errors: sent ? query.errors : {},
  }
  const figures = sent ? query.figures : null
  return (
    <section id="payment" className={styles.calculator} aria-labelledby="payment-heading">
      <h2 id="payment-heading">Work out a payment</h2>
      <form method="get" action={`${action}#payment`} className={styles.fields}>
        <TextField name="down" label="Down payment ($)" inputMode="numeric" typed={typed} />
        <TermField name="term" typed={typed} />
        <TextField
          name="apr"
          label="APR (%)"
          inputMode="decimal"
          required
          hint={`From 0 to ${aprLimit}.`}
          typed={typed}
        />
        <button type="submit" className="btn btn-primary">
          Work out my payment
        </button>
      </form>
      {figures && (
        <div role="status" className={styles.result}>
          {figures.downCents >= priceCents ? (
            <p>Your down payment covers the price: there is nothing to finance.</p>
          ) : (
            <PaymentEstimate priceCents={priceCents} figures={figures} unitId={unitId} />
          )}
        </div>
      )}
    </section>
  )
}
