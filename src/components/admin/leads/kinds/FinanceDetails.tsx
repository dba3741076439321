import {
  creditBandLabels,
  type FinanceDetails as Details,
  type FinanceEstimate,
} from '@/lib/leads/kinds/finance'

import styles from '../Leads.module.css'

const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** A finance inquiry's figures and the payment estimate the site showed for them. */
export function FinanceDetails({ details }: { details: Details & { estimate?: FinanceEstimate } }) {
  const { estimate } = details
  return (
    <dl className={styles.details}>
      <dt>Amount to finance</dt>
      <dd>{dollars(details.amount)}</dd>
      <dt>Down payment</dt>
      <dd>{dollars(details.downPayment)}</dd>
      <dt>Term</dt>
      <dd>{details.termMonths} months</dd>
      <dt>Credit (own rating)</dt>
      <dd>{creditBandLabels[details.creditBand]}</dd>
      {estimate && (
        <>
          <dt>Estimate shown</dt>
          <dd>
            {dollars(estimate.monthlyCents / 100)}/mo at {estimate.apr}% APR
          </dd>
        </>
      )}
    </dl>
  )
}
