'use client'

import { SelectField, TextField } from '@/components/admin/fields.client'
import type { InventoryForm } from '@/lib/admin/form'
import { unitStatuses, unitStatusLabels, type UnitStatus } from '@/lib/inventory/lifecycle'

type Props = {
  form: InventoryForm
  update: (patch: Partial<InventoryForm>) => void
  disabled: boolean
}

const statusOptions = unitStatuses.map((value) => ({ value, label: unitStatusLabels[value] }))

/** Where the unit stands (on order, on the lot, held, sold) and how the dealer names it. */
export function LifecycleFields({ form, update, disabled }: Props) {
  return (
    <>
      <SelectField
        label="Status"
        options={statusOptions}
        value={form.status}
        onChange={(status) => update({ status: status as UnitStatus })}
        disabled={disabled}
      />
      {form.status === 'on_order' && (
        <TextField
          label="Expected Arrival"
          type="date"
          value={form.expected_at}
          onChange={(expected_at) => update({ expected_at })}
          disabled={disabled}
        />
      )}
      {form.status === 'sold' && (
        <TextField
          label="Buyer e-mail (gets one review request)"
          type="email"
          maxLength={254}
          value={form.buyer_email}
          onChange={(buyer_email) => update({ buyer_email })}
          disabled={disabled}
        />
      )}
      <TextField
        label="Stock Number"
        maxLength={40}
        value={form.stock_number}
        onChange={(stock_number) => update({ stock_number })}
        disabled={disabled}
      />
      <TextField
        label="VIN"
        maxLength={17}
        value={form.vin}
        onChange={(vin) => update({ vin })}
        disabled={disabled}
      />
    </>
  )
}
