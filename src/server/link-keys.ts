import { createHash, randomBytes } from 'node:crypto'

/*
 * The keys of links e-mailed to shoppers (alerts, privacy requests): 32 random bytes, of which
 * only the SHA-256 is stored, so the table alone opens nothing. No `server-only`: jobs-queue
 * tasks loaded by payload.config.ts issue them too.
 */
export const linkKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex')

/** A fresh key and the hash to store. */
export function newLinkKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url')
  return { key, hash: linkKeyHash(key) }
}

/** Whether `value` can be a key at all: anything else is looked up nowhere. */
export const isLinkKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{20,100}$/.test(value)
