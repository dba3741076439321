import type { TrailerModel } from '@/lib/catalogue/types'

const pounds = new Intl.NumberFormat('en-US')

// Page intros quote the range of the table below them, so it is computed, never typed by hand.
export function capacityRange(models: Pick<TrailerModel, 'capacity'>[]): string {
  if (models.length === 0) return ''
  const capacities = models.map((m) => m.capacity)
  const min = Math.min(...capacities)
  const max = Math.max(...capacities)
  if (min === max) return `${pounds.format(min)} lbs`
  return `${pounds.format(min)} to ${pounds.format(max)} lbs`
}
