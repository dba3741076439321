'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { ClerkSignOut } from '@/components/admin/ClerkControls.client'
import type { AuthProvider } from '@/components/admin/SignInCard.client'

export function SignOutButton({ provider }: { provider: AuthProvider }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  if (provider === 'clerk') return <ClerkSignOut />

  async function signOut() {
    setPending(true)
    await fetch('/cms/api/users/logout', { method: 'POST', credentials: 'include' }).catch(
      () => undefined,
    )
    // '/' has another root layout, so this becomes a full page load with the cookie gone.
    router.replace('/')
  }

  return (
    <button type="button" className="btn btn-outline" onClick={signOut} disabled={pending}>
      Sign Out
    </button>
  )
}
