'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { ApiError } from '@/components/admin/inventory-api'
import { LocalTime } from '@/components/admin/leads/LocalTime.client'
import { segmentLabel } from '@/lib/texting/segments'

import styles from './LeadTexts.module.css'

type TextView = {
  id: number
  direction: 'in' | 'out'
  body: string
  status: string
  error: string | null
  at: string
  by: string | null
}
type TextPanel = {
  number: string | null
  /** Why staff may not text this shopper (no consent, opted out), or null. */
  closed: string | null
  optOut: { words: string; at: string } | null
  texting: boolean
  templates: { label: string; body: string }[]
  thread: TextView[]
}

const stateLabels: Record<string, string> = {
  held: 'Held for quiet hours',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  refused: 'Not sent',
  received: 'Received',
}

async function call(leadId: number, body?: string): Promise<TextPanel> {
  const response = await fetch(`/api/leads/${leadId}/texts`, {
    cache: 'no-store',
    ...(body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ body }),
        }),
  })
  const json = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(response.status, json?.error ?? response.statusText)
  return json as TextPanel
}

/**
 * The lead's texts on its card (ADR 0046): the thread in and out with times and delivery state,
 * templates to insert, the segment count, and a reply box, offered only to a shopper who asked
 * for texts or texted in and has not opted out; otherwise the card says why (ADR 0050). Loaded when opened, so a page of cards
 * costs no requests until someone looks.
 */
export function LeadTexts({ leadId, opened = false }: { leadId: number; opened?: boolean }) {
  const id = useId()
  const [panel, setPanel] = useState<TextPanel | null>(null)
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const details = useRef<HTMLDetailsElement>(null)

  const load = async () => {
    setError(null)
    try {
      setPanel(await call(leadId))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not load the texts')
    }
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      setPanel(await call(leadId, draft))
      setDraft('')
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The text was not sent')
      await load()
    } finally {
      setBusy(false)
    }
  }

  // The first opening loads the thread, once, whether it comes as a toggle or happened before
  // the scripts ran (a quick tap on a slow phone), when no toggle event is coming.
  const asked = useRef(false)
  const firstOpening = () => {
    if (asked.current) return
    asked.current = true
    void load()
  }
  useEffect(() => {
    if (details.current?.open) firstOpening()
    // On mount only: later openings are the toggle's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <details
      ref={details}
      className={styles.texts}
      open={opened}
      onToggle={(event) => {
        if (event.currentTarget.open) firstOpening()
      }}
    >
      <summary>Texts{panel ? ` (${panel.thread.length})` : ''}</summary>
      {panel && panel.thread.length > 0 && (
        // role="list": a list styled without markers loses its semantics in some browsers.
        <ol className={styles.thread} role="list" aria-label="Texts with the shopper">
          {panel.thread.map((text) => (
            <li key={text.id} className={styles.text} data-direction={text.direction}>
              <p className={styles.body}>{text.body}</p>
              <p className={styles.meta}>
                {text.direction === 'in' ? 'Shopper' : (text.by ?? 'Automatic')},{' '}
                <LocalTime at={text.at} /> ·{' '}
                <span data-status={text.status}>{stateLabels[text.status] ?? text.status}</span>
                {text.error && <span className={styles.why}> — {text.error}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      {panel && !panel.texting && (
        <p className={styles.note}>
          Texting is off: set the dealer texting number in Lead settings.
        </p>
      )}
      {panel?.texting && panel.closed && (
        <p className={styles.note} data-texting="closed">
          {panel.optOut && (
            <>
              The shopper texted “{panel.optOut.words}” on <LocalTime at={panel.optOut.at} />.{' '}
            </>
          )}
          {panel.closed}
        </p>
      )}
      {panel?.texting && panel.number && !panel.closed && (
        <form className={styles.reply} onSubmit={send}>
          {panel.templates.length > 0 && (
            <div className={styles.templates} role="group" aria-label="Insert a template">
              {panel.templates.map((template) => (
                <button
                  key={template.label}
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setDraft(template.body)}
                >
                  {template.label}
                </button>
              ))}
            </div>
          )}
          <label htmlFor={`${id}-text`}>Text to {panel.number}</label>
          <textarea
            id={`${id}-text`}
            rows={3}
            maxLength={1600}
            value={draft}
            aria-describedby={`${id}-count`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p id={`${id}-count`} className={styles.note} aria-live="polite">
            {draft ? segmentLabel(draft) : '160 characters make one text.'}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy || !draft.trim()}>
            {busy ? 'Sending...' : 'Send text'}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </details>
  )
}
