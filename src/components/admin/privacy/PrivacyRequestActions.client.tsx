'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { postLeadAction } from '@/components/admin/leads/kinds/card-action'
import { SaidLine } from '@/components/admin/leads/kinds/SaidLine'
import { useCardAction } from '@/components/admin/leads/kinds/use-card-action'
import type { RequestKind } from '@/lib/privacy/requests'

import styles from './PrivacyQueue.module.css'

type Props = {
  id: number
  kind: RequestKind
  extended: boolean
  /** Asked by mobile number: its notices are texted (ADR 0068). */
  byText: boolean
}

/**
 * An open privacy request's two actions (ADR 0065): extend it once, saying why (the shopper is
 * e-mailed the reason and the new date), or answer it (a deletion is carried out first, after a
 * confirmation). An extension reads the queue again; an answer leaves its outcome in place of
 * the forms.
 */
export function PrivacyRequestActions({ id, kind, extended, byText }: Props) {
  const router = useRouter()
  const { busy, said, run } = useCardAction('Could not save. Please try again.')
  const ids = useId()
  // An answered request leaves the queue at the next load; until then its card says so.
  const [answered, setAnswered] = useState(false)

  const send = (event: FormEvent<HTMLFormElement>, action: 'extend' | 'answer') => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('text') ?? '')
    if (
      action === 'answer' &&
      kind === 'deletion' &&
      !window.confirm(
        `Delete everything tied to this ${byText ? 'number' : 'address'} and send the answer? This cannot be undone.`,
      )
    )
      return
    void run(async () => {
      const { mailed } = await postLeadAction<{ mailed: boolean }>(
        `/api/privacy-requests/${id}`,
        action === 'extend' ? { action, note: text } : { action, answer: text },
      )
      if (action === 'answer') setAnswered(true)
      else router.refresh()
      return {
        text:
          action === 'extend'
            ? 'Extended by 45 days; the shopper is told why.'
            : mailed
              ? `Answered; the answer is ${byText ? 'texted' : 'e-mailed'}.`
              : `Answered, but the ${byText ? 'text' : 'e-mail'} did not go: tell the shopper yourself.`,
        failed: !mailed,
      }
    })
  }

  return (
    <div className={styles.actions}>
      {!extended && !answered && (
        <form onSubmit={(event) => send(event, 'extend')}>
          <label htmlFor={`${ids}-extend`}>Why we need 45 more days (the shopper reads this)</label>
          <textarea id={`${ids}-extend`} name="text" rows={2} maxLength={4000} required />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            Extend once
          </button>
        </form>
      )}
      {!answered && (
        <form onSubmit={(event) => send(event, 'answer')}>
          <label htmlFor={`${ids}-answer`}>Answer (the shopper reads this)</label>
          <textarea id={`${ids}-answer`} name="text" rows={4} maxLength={4000} required />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {kind === 'deletion' ? 'Delete and send the answer' : 'Send the answer'}
          </button>
        </form>
      )}
      <SaidLine said={said} />
    </div>
  )
}
