import '@/app/(site)/globals.css'

import { ClerkProvider } from '@clerk/nextjs'
import type { Metadata } from 'next'
import type React from 'react'

import { clerkEnabled, env } from '@/server/env'

/* The staff screen has its own document: none of the public header, footer or analytics. */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {clerkEnabled() ? (
          <ClerkProvider publishableKey={env().NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY}>
            {children}
          </ClerkProvider>
        ) : (
          children
        )}
      </body>
    </html>
  )
}
