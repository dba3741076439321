import type { InventoryApiItem } from '@/lib/inventory/contract'
import { isListed } from '@/lib/inventory/lifecycle'

type Candidate = Pick<
  InventoryApiItem,
  'id' | 'category_id' | 'capacity_pounds' | 'is_available' | 'stock_quantity' | 'status'
>

/**
 * Up to `count` units still for sale to offer beside a sold one: same category, nearest capacity
 * first (a buyer who wanted that unit needs about that capacity), ties to the newer unit (the
 * list's order).
 */
export function similarUnits<T extends Candidate>(
  sold: Pick<Candidate, 'id' | 'category_id' | 'capacity_pounds'>,
  candidates: T[],
  count = 3,
): T[] {
  return candidates
    .filter(
      (unit) =>
        unit.id !== sold.id &&
        unit.category_id !== null &&
        unit.category_id === sold.category_id &&
        isListed(unit) &&
        unit.status !== 'pending_sale',
    )
    .map((unit, index) => ({
      unit,
      index,
      gap: Math.abs(unit.capacity_pounds - sold.capacity_pounds),
    }))
    .sort((a, b) => a.gap - b.gap || a.index - b.index)
    .slice(0, count)
    .map(({ unit }) => unit)
}
