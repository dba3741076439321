import Link from 'next/link'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatNumber, formatPrice } from '@/lib/inventory/format'
import { statusBadge } from '@/lib/inventory/lifecycle'
import { inventoryPath } from '@/lib/inventory/slug'

import styles from '@/components/inventory/SimilarUnits.module.css'

/** The units still for sale offered on a sold unit's page. */
export function SimilarUnits({ units }: { units: InventoryApiItem[] }) {
  if (units.length === 0) {
    return (
      <p>
        Nothing similar is in stock right now. <Link href="/inventory">See all trailers</Link> or
        ask us below: we can order one for you.
      </p>
    )
  }
  return (
    <ul className={styles.list}>
      {units.map((unit) => (
        <li key={unit.id} className={styles.unit}>
          <Link href={inventoryPath(unit)} className={styles.name}>
            Venture {unit.model_name}
          </Link>
          <span>
            {formatNumber(unit.capacity_pounds)} lbs · {unit.boat_length || 'N/A'} ·{' '}
            {formatPrice(unit.price)}
          </span>
          {statusBadge(unit) && <span className={styles.badge}>{statusBadge(unit)}</span>}
        </li>
      ))}
    </ul>
  )
}
