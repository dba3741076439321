import type { InventoryApiItem } from '@/lib/inventory/contract'
import { formatNumber, formatPrice } from '@/lib/inventory/format'
import { specificationFields } from '@/lib/inventory/options'
import { specificationLabels } from '@/lib/inventory/specifications'

export const compareLimits = { min: 2, max: 4 } as const

/** Every specification of a unit as [label, value] rows, the measured ones first. */
export function specRows(item: InventoryApiItem): [string, string][] {
  return [
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
}

/** `?ids=12,7,31`: the first four distinct ids, in the order given. */
export function parseCompareIds(value: string | string[] | undefined): number[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '')
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
  return [...new Set(ids)].slice(0, compareLimits.max)
}

export const comparePath = (ids: number[]) => `/inventory/compare?ids=${ids.join(',')}`

export type CompareRow = { label: string; values: string[]; differs: boolean }

/** The side-by-side table: price first, then every specification any unit has ('—' if not). */
export function compareRows(units: InventoryApiItem[]): CompareRow[] {
  const perUnit = units.map((unit) => new Map(specRows(unit)))
  const labels = [...new Set(units.flatMap((unit) => specRows(unit).map(([label]) => label)))]
  const rows: [string, string[]][] = [
    ['Price', units.map((unit) => formatPrice(unit.price))],
    ...labels.map((label): [string, string[]] => [
      label,
      perUnit.map((rows) => rows.get(label) ?? '—'),
    ]),
  ]
  return rows.map(([label, values]) => ({ label, values, differs: new Set(values).size > 1 }))
}
