import { APIError, NotFound, type PayloadRequest } from 'payload'

import { lockInventoryItem } from '@/server/database/inventory-items'
import { transactionDb } from '@/server/internals/transaction-db'

/*
 * The one concurrency rule for inventory writes, whether they come through /api/inventory or /cms:
 * a write first locks the item's row inside its transaction. Payload's update on PostgreSQL is an
 * upsert, so without the lock a write that read the item before a concurrent delete committed would
 * re-create it; with it, a delete waits for the write (or the write finds the row gone), and
 * concurrent deletes queue on the lock and find the row gone after the first.
 */

export const staleItemMessage =
  'This item was changed by someone else since you opened it. Reload it and try again.'

export type RowState = 'current' | 'missing' | 'stale'

/**
 * Locks item `id` for the rest of `req`'s transaction. `expectedUpdatedAt` is the version the
 * writer read: a row saved since then is 'stale'.
 */
export async function lockInventoryRow(
  req: PayloadRequest,
  id: number,
  expectedUpdatedAt?: string,
): Promise<RowState> {
  const row = await lockInventoryItem(await transactionDb(req), id, expectedUpdatedAt ?? null)
  if (!row) return 'missing'
  return row.current ? 'current' : 'stale'
}

/** The same rule as Payload errors, for writes through /cms (Payload's REST API and admin). */
export async function assertInventoryRowWritable(
  req: PayloadRequest,
  id: number,
  expectedUpdatedAt?: string,
): Promise<void> {
  const state = await lockInventoryRow(req, id, expectedUpdatedAt)
  if (state === 'missing') throw new NotFound(req.t)
  if (state === 'stale') throw new APIError(staleItemMessage, 409, undefined, true)
}
