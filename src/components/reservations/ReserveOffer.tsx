import { formatCents } from '@/lib/money/cents'
import { depositCents, type DepositRules } from '@/lib/reservations/hold'

import styles from '@/components/reservations/Reserve.module.css'

type Props = { path: string; priceCents: number; rules: DepositRules | null }

/**
 * "Reserve this trailer" on an available unit's page: the deposit, how long it holds, that it is
 * refundable, and the way to the reserve page, where the terms are read and accepted before
 * paying. A link: nothing here needs JavaScript.
 */
export function ReserveOffer({ path, priceCents, rules }: Props) {
  const cents = rules && priceCents > 0 ? depositCents(priceCents, rules) : null
  if (!rules || cents === null) return null
  return (
    <section className={styles.offer} aria-labelledby="reserve">
      <h2 id="reserve">Reserve this trailer</h2>
      <p>
        Pay a <strong>refundable deposit of {formatCents(cents)}</strong> online and we hold it for
        you for {rules.holdDays} {rules.holdDays === 1 ? 'day' : 'days'}. The deposit counts toward
        the price.
      </p>
      <a className="btn btn-primary" href={`${path}/reserve`}>
        Reserve this trailer
      </a>
    </section>
  )
}
