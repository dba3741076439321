'use client'

import { useState } from 'react'

import { ClerkSignIn } from '@/components/admin/ClerkControls.client'
import { SignInDialog } from '@/components/admin/SignInDialog.client'

import styles from './StaffShell.module.css'

export type AuthProvider = 'payload' | 'clerk'

type Props = {
  provider: AuthProvider
  /** Where Clerk sends the user back to once signed in. */ returnTo: string
}

export function SignInCard({ provider, returnTo }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Inventory Management</h1>
      <p>Please sign in to access inventory management</p>
      {provider === 'clerk' ? (
        <ClerkSignIn returnTo={returnTo} />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
          Sign In
        </button>
      )}
      {open && <SignInDialog onClose={() => setOpen(false)} />}
    </section>
  )
}
