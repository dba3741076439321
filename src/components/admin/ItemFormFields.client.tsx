'use client'

import { NumberField, SelectField, TextField } from '@/components/admin/fields.client'
import { LifecycleFields } from '@/components/admin/LifecycleFields.client'
import type { InventoryForm } from '@/lib/admin/form'
import type { CategoryApiItem } from '@/lib/inventory/contract'
import {
  axleConfigurations,
  inventoryLimits,
  materials,
  trailerTypes,
  type AxleConfiguration,
  type Material,
  type TrailerType,
} from '@/lib/inventory/options'

import styles from './ItemForm.module.css'

type Props = {
  form: InventoryForm
  update: (patch: Partial<InventoryForm>) => void
  categories: CategoryApiItem[]
  disabled: boolean
}

type NumberKey =
  'capacity_pounds' | 'length_feet' | 'beam_width_inches' | 'price' | 'stock_quantity'

/* The required number fields with their steps and caps (spec §5). */
const numberFields: { field: NumberKey; label: string; step: number; max: number }[] = [
  { field: 'capacity_pounds', label: 'Capacity (lbs)', step: 1, max: inventoryLimits.capacity },
  { field: 'length_feet', label: 'Length (ft)', step: 0.1, max: inventoryLimits.length },
  { field: 'beam_width_inches', label: 'Beam Width (in)', step: 0.1, max: inventoryLimits.beam },
  { field: 'price', label: 'Price ($)', step: 0.01, max: inventoryLimits.price },
  { field: 'stock_quantity', label: 'Stock Quantity', step: 1, max: inventoryLimits.stock },
]

/** The item's own fields; required ones as spec §5 lists them. */
export function ItemFormFields({ form, update, categories, disabled }: Props) {
  const text = (field: 'model_name' | 'boat_length' | 'description' | 'notes') => ({
    value: form[field],
    onChange: (value: string) => update({ [field]: value }),
    disabled,
  })

  return (
    <div className={styles.grid}>
      <TextField label="Model Name" required {...text('model_name')} />
      <SelectField
        label="Category"
        required
        placeholder="Select a category"
        options={categories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        value={form.category_id}
        onChange={(category_id) => update({ category_id })}
        disabled={disabled}
      />
      <SelectField
        label="Type"
        required
        placeholder="Select a type"
        options={trailerTypes}
        value={form.type}
        onChange={(type) => update({ type: type as TrailerType })}
        disabled={disabled}
      />
      <SelectField
        label="Material"
        required
        placeholder="Select a material"
        options={materials}
        value={form.material}
        onChange={(material) => update({ material: material as Material })}
        disabled={disabled}
      />
      <SelectField
        label="Axle Configuration"
        options={axleConfigurations}
        value={form.axle_configuration}
        onChange={(axle) => update({ axle_configuration: axle as AxleConfiguration })}
        disabled={disabled}
      />
      {numberFields.map(({ field, label, step, max }) => (
        <NumberField
          key={field}
          label={label}
          required
          step={step}
          max={max}
          value={form[field]}
          onChange={(value) => update({ [field]: value })}
          disabled={disabled}
        />
      ))}
      <TextField label="Boat Length" placeholder="e.g. 16'-18'" {...text('boat_length')} />
      <div className={styles.checkField}>
        <label>
          <input
            type="checkbox"
            checked={form.is_available}
            disabled={disabled}
            onChange={(event) => update({ is_available: event.target.checked })}
          />
          Available on the public inventory page
        </label>
      </div>
      <LifecycleFields form={form} update={update} disabled={disabled} />
      <TextField label="Description" required multiline wide {...text('description')} />
      <TextField label="Notes" multiline wide {...text('notes')} />
    </div>
  )
}
