import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatNumber } from '@/lib/inventory/format'
import { specificationFields } from '@/lib/inventory/options'
import { specificationLabels } from '@/lib/inventory/specifications'

import styles from '@/components/inventory/UnitSpecs.module.css'

/** Every specification of a unit, the measured ones first. */
export function UnitSpecs({ item }: { item: InventoryApiItem }) {
  const rows: [string, string][] = [
    ['Type', item.type],
    ['Material', item.material],
    ['Axle', item.axle_configuration],
    ['Capacity', `${formatNumber(item.capacity_pounds)} lbs`],
    ['Trailer Length', `${formatNumber(item.length_feet)} ft`],
    ['Beam Width', `${formatNumber(item.beam_width_inches)} inches`],
    ['Boat Length', item.boat_length || 'N/A'],
    ...specificationFields.flatMap((field): [string, string][] => {
      const value = item.specifications[field]
      return value ? [[specificationLabels[field], value]] : []
    }),
  ]
  return (
    <dl className={styles.specs}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
