'use client'

import { SignInButton, useClerk } from '@clerk/nextjs'

/* Rendered only when Clerk is configured, i.e. inside the ClerkProvider of the /admin layout. */

export function ClerkSignIn({ returnTo }: { returnTo: string }) {
  return (
    <SignInButton mode="modal" forceRedirectUrl={returnTo}>
      <button type="button" className="btn btn-primary">
        Sign In
      </button>
    </SignInButton>
  )
}

export function ClerkSignOut() {
  const clerk = useClerk()
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => clerk.signOut({ redirectUrl: '/' })}
    >
      Sign Out
    </button>
  )
}
