import 'server-only'

import type { Payload } from 'payload'

import type { InventoryTransfer, User } from '@/payload-types'

export type TransferCounts = {
  rows: number
  created?: number
  updated?: number
  unchanged?: number
  refused?: number
}

/*
 * Records an export, preview or apply for the admins' audit trail. Outside any import
 * transaction, so a failed apply is recorded too.
 */
export async function recordTransfer(
  payload: Payload,
  entry: TransferCounts & {
    kind: InventoryTransfer['kind']
    user: User
    fileName?: string | null
    outcome?: 'ok' | 'failed'
  },
): Promise<void> {
  const { user, ...rest } = entry
  await payload.create({
    collection: 'inventory-transfers',
    data: { ...rest, user: user.id, userEmail: user.email, fileName: entry.fileName || null },
    overrideAccess: true,
    depth: 0,
    select: { kind: true },
  })
}
