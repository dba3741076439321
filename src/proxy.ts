import { clerkMiddleware } from '@clerk/nextjs/server'
import { NextResponse, type NextMiddleware } from 'next/server'

import { authorizedParties } from '@/server/auth/clerk'
import { clerkEnabled, env } from '@/server/env'

/*
 * Clerk's middleware answers 500 on every route it covers when its keys are missing, so it is
 * mounted only when Clerk is configured. CLERK_JWT_KEY is not read from the environment by Clerk:
 * passing it keeps token checks offline.
 */
let clerk: NextMiddleware | null | undefined

const clerkOrNone = (): NextMiddleware | null => {
  clerk ??= clerkEnabled()
    ? clerkMiddleware({
        publishableKey: env().NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
        jwtKey: env().CLERK_JWT_KEY,
        authorizedParties: authorizedParties(),
      })
    : null
  return clerk
}

export const proxy: NextMiddleware = (request, event) => {
  const middleware = clerkOrNone()
  return middleware ? middleware(request, event) : NextResponse.next()
}

// Only the staff screen and the JSON API: public pages stay static.
export const config = { matcher: ['/admin/:path*', '/api/:path*'] }
