'use client'

import { useId, useState, type FormEvent } from 'react'

import { alertConsent, signupOutcomes, type SignupOutcome } from '@/lib/alerts/messages'

import outcome from '@/components/ui/FormOutcome.module.css'
import styles from './AlertForm.module.css'
import { PrivacyLink } from '@/components/privacy/PrivacyLink'

export type AlertTarget =
  | { kind: 'search'; query: string; watching: string }
  | { kind: 'price'; unit: number; watching: string }

type Answer = { tone: 'success' | 'error'; text: string }

async function send(body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch('/api/alerts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as {
      outcome?: SignupOutcome
      error?: string
    } | null
    if (response.ok && json?.outcome) return { tone: 'success', text: signupOutcomes[json.outcome] }
    return { tone: 'error', text: json?.error ?? 'Something went wrong. Please try again.' }
  } catch {
    return { tone: 'error', text: 'Could not reach the server. Please try again.' }
  }
}

/**
 * An alert sign-up (ADR 0025): only an address, with the consent beside it, and what is watched
 * in words. A plain form posting to /api/alerts without JavaScript; with it, it answers in place.
 */
export function AlertForm({ heading, target }: { heading: string; target: AlertTarget }) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setAnswer(null)
    const result = await send(Object.fromEntries(form))
    setAnswer(result)
    setBusy(false)
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className={styles.watching}>
        Watching: <strong>{target.watching}</strong>
      </p>
      <form className={styles.form} method="post" action="/api/alerts" onSubmit={onSubmit}>
        <input type="hidden" name="kind" value={target.kind} />
        {target.kind === 'search' ? (
          <input type="hidden" name="query" value={target.query} />
        ) : (
          <input type="hidden" name="unit" value={target.unit} />
        )}
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>Your e-mail</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-describedby={`${id}-consent`}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'E-mail me'}
          </button>
        </div>
        <p id={`${id}-consent`} className={styles.consent}>
          {alertConsent}
          <PrivacyLink />
        </p>
        <div className={outcome.trap} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div aria-live="polite">
          {answer && (
            <p className={outcome.message} data-tone={answer.tone}>
              {answer.text}
            </p>
          )}
        </div>
      </form>
    </section>
  )
}
