'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { Modal } from '@/components/admin/Modal.client'

import styles from './SignInDialog.module.css'

type PayloadError = { errors?: { message?: string }[]; message?: string }

async function loginError(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as PayloadError | null
  return body?.errors?.[0]?.message || body?.message || 'Sign-in failed. Please try again.'
}

/** E-mail and password sign-in against Payload's auth (used when Clerk is not configured). */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setPending(true)
    setError(null)
    try {
      const response = await fetch('/cms/api/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: data.get('email'), password: data.get('password') }),
      })
      if (!response.ok) {
        setError(await loginError(response))
        return
      }
      // The page decides on the server who is signed in; render it again with the new cookie.
      router.refresh()
    } catch {
      setError('Could not reach the server. Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <Modal title="Sign In" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={submit}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          data-autofocus
        />
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Signing in...' : 'Sign In'}
          </button>
        </div>
      </form>
    </Modal>
  )
}
