import { verifyToken } from '@clerk/backend'
import { getCookieSuffix } from '@clerk/shared/keys'

import { env } from '@/server/env'

export type ClerkClaims = { sub: string; sid?: string }

let cookieSuffix: Promise<string> | undefined

async function sessionCookieNames(): Promise<string[]> {
  const key = env().NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY
  if (!key) return []
  cookieSuffix ??= getCookieSuffix(key)
  // Clerk sets both; the suffixed one wins when several Clerk apps share a domain.
  return [`__session_${await cookieSuffix}`, '__session']
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [rawName, ...rest] = part.trim().split('=')
    if (rawName === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export async function readClerkToken(headers: Headers): Promise<string | undefined> {
  const authorization = headers.get('authorization')
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim()
  const cookies = headers.get('cookie')
  for (const name of await sessionCookieNames()) {
    const value = readCookie(cookies, name)
    if (value) return value
  }
  return undefined
}

export function authorizedParties(): string[] {
  const configured = env()
    .CLERK_AUTHORIZED_PARTIES?.split(',')
    .map((party) => party.trim())
  return configured?.filter(Boolean) ?? [new URL(env().NEXT_PUBLIC_SITE_URL).origin]
}

/**
 * Verifies a Clerk session token from the request. With CLERK_JWT_KEY this is networkless;
 * without it Clerk fetches its signing keys. Any failure means "not signed in with Clerk".
 */
export async function verifyClerkRequest(headers: Headers): Promise<ClerkClaims | null> {
  if (!env().CLERK_SECRET_KEY) return null
  const token = await readClerkToken(headers)
  // Payload's own JWT also travels as a Bearer token ("JWT <token>" for Payload, but be strict).
  if (!token || token.split('.').length !== 3) return null
  try {
    const claims = await verifyToken(token, {
      jwtKey: env().CLERK_JWT_KEY,
      secretKey: env().CLERK_SECRET_KEY,
      authorizedParties: authorizedParties(),
    })
    return typeof claims.sub === 'string' ? { sub: claims.sub, sid: claims.sid } : null
  } catch {
    return null
  }
}
