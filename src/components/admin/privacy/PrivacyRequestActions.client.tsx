'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { ApiError } from '@/components/admin/inventory-api'
import { postLeadAction, type Said } from '@/components/admin/leads/kinds/card-action'
import { SaidLine } from '@/components/admin/leads/kinds/SaidLine'
import type { RequestKind } from '@/lib/privacy/requests'

import styles from './PrivacyQueue.module.css'

type Props = { id: number; kind: RequestKind; extended: boolean }

/**
 * An open privacy request's two actions (ADR 0065): extend it once, saying why (the shopper is
 * e-mailed the reason and the new date), or answer it (a deletion is carried out first, after a
 * confirmation). The queue is read again after either.
 */
export function PrivacyRequestActions({ id, kind, extended }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<Said | null>(null)
  const ids = useId()

  const send = async (event: FormEvent<HTMLFormElement>, action: 'extend' | 'answer') => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('text') ?? '')
    if (
      action === 'answer' &&
      kind === 'deletion' &&
      !window.confirm(
        'Delete everything tied to this address and send the answer? This cannot be undone.',
      )
    )
      return
    setBusy(true)
    setSaid(null)
    try {
      const { mailed } = await postLeadAction<{ mailed: boolean }>(
        `/api/privacy-requests/${id}`,
        action === 'extend' ? { action, note: text } : { action, answer: text },
      )
      setSaid({
        text:
          action === 'extend'
            ? 'Extended by 45 days; the shopper is told why.'
            : mailed
              ? 'Answered; the answer is e-mailed.'
              : 'Answered, but the e-mail did not go: tell the shopper yourself.',
        failed: !mailed,
      })
      router.refresh()
    } catch (failure) {
      setSaid({
        text: failure instanceof ApiError ? failure.message : 'Could not save. Please try again.',
        failed: true,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.actions}>
      {!extended && (
        <form onSubmit={(event) => send(event, 'extend')}>
          <label htmlFor={`${ids}-extend`}>Why we need 45 more days (the shopper reads this)</label>
          <textarea id={`${ids}-extend`} name="text" rows={2} maxLength={4000} required />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            Extend once
          </button>
        </form>
      )}
      <form onSubmit={(event) => send(event, 'answer')}>
        <label htmlFor={`${ids}-answer`}>Answer (the shopper reads this)</label>
        <textarea id={`${ids}-answer`} name="text" rows={4} maxLength={4000} required />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {kind === 'deletion' ? 'Delete and send the answer' : 'Send the answer'}
        </button>
      </form>
      <SaidLine said={said} />
    </div>
  )
}
