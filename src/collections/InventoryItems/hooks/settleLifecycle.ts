import type { CollectionBeforeChangeHook } from 'payload'

import { settleLifecycle, type UnitStatus } from '@/lib/inventory/lifecycle'

/*
 * Keeps the dates consistent with the status whichever way an item is written (the staff API,
 * the CMS, a script): a sale gets its date, and a date that no longer applies is cleared.
 */
export const settleLifecycleDates: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  const settled = settleLifecycle(
    {
      status: (merged.status as UnitStatus | undefined) ?? 'available',
      sold_at: (merged.sold_at as string | null | undefined) ?? null,
      expected_at: (merged.expected_at as string | null | undefined) ?? null,
      received_at: (merged.received_at as string | null | undefined) ?? null,
    },
    new Date(),
  )
  return { ...data, ...settled }
}
