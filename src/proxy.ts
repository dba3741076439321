import { clerkMiddleware } from '@clerk/nextjs/server'
import { NextResponse, type NextMiddleware, type NextRequest } from 'next/server'

import { routeInventory } from '@/lib/inventory/filter-address'
import { cachedListPath, searchListPath } from '@/lib/inventory/list-routes'
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

/*
 * /inventory?…: a filter reaches a page only under its normalised address, cached per filter;
 * any other spelling is redirected there first, so junk parameters render nothing and store
 * nothing (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md). The rewrites name
 * public paths: next.config.mjs maps them under /on-demand/edgewater like every public page (a
 * rewrite straight to /on-demand/… would be mapped once more).
 */
function inventory(request: NextRequest): NextResponse {
  const route = routeInventory(request.nextUrl.searchParams)
  const to = (path: string) => new URL(path, request.url)
  switch (route.kind) {
    case 'redirect':
      return NextResponse.redirect(to(route.location))
    case 'bare':
      return NextResponse.next()
    case 'cached':
      return NextResponse.rewrite(to(`${cachedListPath}/${route.segment}`))
    case 'search':
      return NextResponse.rewrite(to(`${searchListPath}?${route.query}`))
  }
}

export const proxy: NextMiddleware = (request, event) => {
  if (request.nextUrl.pathname === '/inventory') return inventory(request)
  const middleware = clerkOrNone()
  return middleware ? middleware(request, event) : NextResponse.next()
}

// The staff screen, the JSON API and the inventory list's filters: other public pages stay static.
// A lead with photos (/api/contact/photos, up to 60 MB, anonymous) is left out: the proxy would
// hold a copy of its whole body in memory, and it has nothing to do for it (ADR 0045).
export const config = {
  matcher: ['/admin/:path*', '/api/((?!contact/photos).*)', '/inventory'],
}
