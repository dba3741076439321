'use client'

import { inventoryFeatures, type InventoryFeature } from '@/lib/inventory/options'

import styles from './ItemForm.module.css'

type Props = {
  selected: InventoryFeature[]
  onChange: (features: InventoryFeature[]) => void
  disabled: boolean
}

export function FeatureChecklist({ selected, onChange, disabled }: Props) {
  const toggle = (feature: InventoryFeature, on: boolean) =>
    onChange(inventoryFeatures.filter((f) => (f === feature ? on : selected.includes(f))))
  return (
    <fieldset className={styles.fieldset}>
      <legend>Features</legend>
      <ul className={styles.features}>
        {inventoryFeatures.map((feature) => (
          <li key={feature}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(feature)}
                disabled={disabled}
                onChange={(event) => toggle(feature, event.target.checked)}
              />
              {feature}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
