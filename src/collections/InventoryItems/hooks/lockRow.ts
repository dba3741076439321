import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import type { InventoryItem } from '@/payload-types'
import { assertInventoryRowWritable } from '@/server/inventory/lock'

/* A date-time the client sent back as the version it edited (the /cms form sends the one it loaded). */
const sentVersion = (value: unknown): string | undefined => {
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'string' || value === '') return undefined
  return Number.isNaN(Date.parse(value)) ? undefined : value
}

/** Every update locks the row first and refuses a stale `updatedAt` (see src/server/inventory/lock.ts). */
export const lockRowOnUpdate: CollectionBeforeChangeHook<InventoryItem> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update' && originalDoc) {
    await assertInventoryRowWritable(req, Number(originalDoc.id), sentVersion(data.updatedAt))
  }
  return data
}

/** Concurrent deletes queue on the row lock; all but the first then find nothing to delete (404). */
export const lockRowOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await assertInventoryRowWritable(req, Number(id))
}
