'use client'

import { NumberField, SelectField, TextField } from '@/components/admin/fields.client'
import { specificationUnits, type InventoryForm } from '@/lib/admin/form'
import {
  brakeTypes,
  hitchSizes,
  inventoryLimits,
  specificationFields,
  type SpecificationField,
} from '@/lib/inventory/options'
import { specificationLabels } from '@/lib/inventory/specifications'

import styles from './ItemForm.module.css'

type Props = {
  specifications: InventoryForm['specifications']
  onChange: (field: SpecificationField, value: string) => void
  disabled: boolean
}

// The public page says 'Brakes'; in the form the choice is the kind of brake.
const formLabels: Partial<Record<SpecificationField, string>> = { brake_type: 'Brake Type' }

function label(field: SpecificationField): string {
  const name = formLabels[field] ?? specificationLabels[field]
  const unit = specificationUnits[field]
  return unit ? `${name} (${unit})` : name
}

export function SpecificationFields({ specifications, onChange, disabled }: Props) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Specifications</legend>
      <div className={styles.grid}>
        {specificationFields.map((field) => {
          const common = {
            label: label(field),
            value: specifications[field],
            onChange: (value: string) => onChange(field, value),
            disabled,
          }
          switch (field) {
            case 'tongue_weight':
              return <NumberField key={field} step={1} {...common} />
            case 'overall_length':
              return <NumberField key={field} step={0.1} max={inventoryLimits.length} {...common} />
            case 'hitch_size':
              return (
                <SelectField key={field} options={hitchSizes} placeholder="Not set" {...common} />
              )
            case 'brake_type':
              return (
                <SelectField key={field} options={brakeTypes} placeholder="Not set" {...common} />
              )
            default:
              return <TextField key={field} {...common} />
          }
        })}
      </div>
    </fieldset>
  )
}
