import { exportSPKI, generateKeyPair, type CryptoKey } from 'jose'

import { offlinePublishableKey, signClerkToken } from '../../clerk-offline'
import { appOrigin } from './app-url'

/*
 * Clerk, offline: a local RS256 key pair stands in for the Clerk instance and CLERK_JWT_KEY makes
 * verification networkless. Importing this module configures Clerk for the test file: the app reads
 * its environment on first use (src/server/env.ts), after this module has run.
 */
export const clerkSiteUrl = appOrigin
const { privateKey, publicKey } = await generateKeyPair('RS256')
process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY = offlinePublishableKey
process.env.CLERK_SECRET_KEY = 'sk_live_offline_test_key'
process.env.CLERK_JWT_KEY = await exportSPKI(publicKey)
process.env.NEXT_PUBLIC_SITE_URL = clerkSiteUrl

type Claims = { sub: string; azp?: string; expiresIn?: number; key?: CryptoKey }

/** A Clerk session token for `sub`; by default valid for this site for a minute. */
export const mintClerkToken = ({
  sub,
  azp = clerkSiteUrl,
  expiresIn = 60,
  key = privateKey,
}: Claims) => signClerkToken({ sub, azp, expiresIn, key })

export const bearer = (token: string) => new Headers({ Authorization: `Bearer ${token}` })
