import pLimit from 'p-limit'

import { ApiError, saveInventoryItem } from '@/components/admin/inventory-api'
import { bulkReport, type BulkOutcome, type BulkReport } from '@/lib/admin/bulk'
import type { InventoryPayload } from '@/lib/admin/form'
import type { InventoryApiItem } from '@/lib/inventory/contract'

/* A few saves at a time: enough to be quick, few enough not to crowd out other staff's requests. */
const saveLimit = pLimit(4)

const conflict =
  'someone else changed it after this list was loaded; not overwritten (the list has been reloaded)'

const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? conflict
    : (error instanceof Error && error.message) || 'Unknown error'

/**
 * Saves each unit as the panel last read it plus one change, through the same PUT as a single
 * edit: each carries the copy's updatedAt, so a unit changed in the meantime answers 409 and is
 * reported, never overwritten, and a price change is recorded (and alerts on) as any edit is.
 */
export async function runBulk(
  verb: string,
  items: readonly InventoryApiItem[],
  change: (item: InventoryApiItem) => InventoryPayload,
): Promise<BulkReport> {
  const failed: BulkOutcome[] = []
  let changed = 0
  await Promise.all(
    items.map((item) =>
      saveLimit(async () => {
        try {
          await saveInventoryItem(item.id, change(item))
          changed += 1
        } catch (error) {
          failed.push({ name: item.model_name, reason: reasonOf(error) })
        }
      }),
    ),
  )
  return bulkReport(verb, changed, failed)
}
