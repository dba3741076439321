import { specRows } from '@/lib/inventory/compare'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import styles from '@/components/inventory/UnitSpecs.module.css'

/** Every specification of a unit, the measured ones first. */
export function UnitSpecs({ item }: { item: InventoryApiItem }) {
  return (
    <dl className={styles.specs}>
      {specRows(item).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
