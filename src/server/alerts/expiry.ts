import type { Payload } from 'payload'

import { tokenLifetimeMs } from '@/server/alerts/tokens'

/** An alert nobody confirmed is forgotten after this long (its confirmation link dies with it). */
export const unconfirmedLifetimeMs = tokenLifetimeMs.confirm

/** Forgets unconfirmed alerts past their week and links past their life. */
export async function forgetUnconfirmed(payload: Payload, now: Date): Promise<void> {
  const before = new Date(now.getTime() - unconfirmedLifetimeMs).toISOString()
  await payload.db.deleteMany({
    collection: 'alerts',
    where: { status: { equals: 'pending' }, createdAt: { less_than_equal: before } },
  })
  await payload.db.deleteMany({
    collection: 'alert-tokens',
    where: { expiresAt: { less_than_equal: now.toISOString() } },
  })
}
