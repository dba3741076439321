'use client'

import { useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatPrice } from '@/lib/inventory/format'

const asMoney = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : null)

/** A price in a CMS list reads as money: $13,995, not 13995. */
export function MoneyCell({ cellData }: DefaultCellComponentProps) {
  return asMoney(cellData)
}

/** Under a price's input, the amount as shoppers will read it. */
export function MoneyReading() {
  const { value } = useField<number>()
  const money = asMoney(value)
  if (!money) return null
  return (
    <p className="field-description" aria-live="polite">
      Reads as {money}
    </p>
  )
}
