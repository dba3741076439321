'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import styles from '@/components/cms/PreviewLink.module.css'
import { dealerDateTime } from '@/lib/leads/business-hours'

type Made = { url: string; expiresAt: string } | { error: string }

/**
 * In the sidebar of a catalogue page or tip: makes a link to this document's latest saved draft
 * for someone without an account, valid for 7 days (ADR 0039; POST /api/preview/link).
 */
export function PreviewLink() {
  const { collectionSlug } = useDocumentInfo()
  const slug = useFormFields(([fields]) => fields.slug?.value as string | undefined)
  const [made, setMade] = useState<Made | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)

  async function make() {
    setBusy(true)
    setCopied(false)
    try {
      const response = await fetch('/api/preview/link', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection: collectionSlug, slug }),
      })
      const body = (await response.json()) as Made
      setMade(response.ok ? body : { error: 'error' in body ? body.error : 'No link was made.' })
    } catch {
      setMade({ error: 'No link was made: the server did not answer.' })
    } finally {
      setBusy(false)
    }
  }

  async function copy(url: string) {
    // Refused outside a secure context or without permission: the link stays there to select.
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <div className={styles.box}>
      <p className={styles.label}>Preview link</p>
      <p className={styles.hint}>
        Shows the latest saved draft of this page to anyone with the link, without an account, for 7
        days.
      </p>
      <Button buttonStyle="secondary" size="small" disabled={busy || !slug} onClick={make}>
        Make a preview link
      </Button>
      <div aria-live="polite">
        {made && 'url' in made ? (
          <>
            <input
              className={styles.url}
              readOnly
              value={made.url}
              aria-label="Preview link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button buttonStyle="secondary" size="small" onClick={() => copy(made.url)}>
              Copy link
            </Button>
            {copied ? <p className={styles.hint}>Copied.</p> : null}
            <p className={styles.hint}>Opens until {dealerDateTime(made.expiresAt)}.</p>
          </>
        ) : null}
        {made && 'error' in made ? <p role="alert">{made.error}</p> : null}
      </div>
    </div>
  )
}
