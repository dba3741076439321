import { SignJWT, type CryptoKey } from 'jose'

/*
 * Clerk without Clerk's servers, for the integration and end-to-end tests: a fake production
 * publishable key (a `pk_live_` key skips the development handshake) and RS256 session tokens
 * signed with a local key pair whose public half is given to the app as CLERK_JWT_KEY.
 */
export const offlinePublishableKey = `pk_live_${Buffer.from('clerk.example.com$').toString('base64')}`

export type ClerkTokenClaims = {
  sub: string
  /** The authorized party: the site origin the token was issued for. */
  azp: string
  /** Seconds from now; negative for an expired token. */
  expiresIn: number
  key: CryptoKey
}

export async function signClerkToken({ sub, azp, expiresIn, key }: ClerkTokenClaims) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ sid: 'sess_test', azp })
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_test' })
    .setSubject(sub)
    .setIssuer('https://clerk.example.com')
    .setIssuedAt(now - 5)
    .setNotBefore(now - 5)
    .setExpirationTime(now + expiresIn)
    .sign(key)
}
