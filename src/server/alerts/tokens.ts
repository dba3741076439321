import type { Payload, PayloadRequest } from 'payload'
import { dayMs } from '@/lib/durations'
import { isLinkKey, linkKeyHash, newLinkKey } from '@/server/link-keys'

/*
 * Links in alert e-mails (ADR 0025). No `server-only`: the daily run (a jobs-queue task loaded by
 * payload.config.ts) issues them too.
 */
export type TokenPurpose = 'confirm' | 'manage'

/** A confirmation link lives as long as the alert waiting for it; a manage link a season. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  confirm: 7 * dayMs,
  manage: 120 * dayMs,
}

/** A fresh token for `email`; only its hash is stored. */
export async function issueToken(
  payload: Payload,
  purpose: TokenPurpose,
  email: string,
  now: Date,
  req?: PayloadRequest,
): Promise<string> {
  const { key: token, hash } = newLinkKey()
  // Straight to the database adapter: the daily run issues one per e-mail, thousands at a time,
  // and the collection has no hooks to run.
  await payload.db.create({
    collection: 'alert-tokens',
    data: {
      hash,
      purpose,
      email,
      expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]).toISOString(),
    },
    req,
    returning: false,
  })
  return token
}

/** The address a token of `purpose` speaks for, or null (unknown, expired, or another purpose). */
export async function tokenEmail(
  payload: Payload,
  purpose: TokenPurpose,
  token: unknown,
  now: Date,
): Promise<string | null> {
  if (!isLinkKey(token)) return null
  const { docs } = await payload.find({
    collection: 'alert-tokens',
    where: {
      hash: { equals: linkKeyHash(token) },
      purpose: { equals: purpose },
      expiresAt: { greater_than: now.toISOString() },
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.email ?? null
}
