'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { ApiError } from '@/components/admin/inventory-api'
import { changeLead } from '@/components/admin/leads/leads-api'
import { KindDetails } from '@/components/admin/leads/kinds'
import { StaffOptions, StatusOptions } from '@/components/admin/leads/LeadOptions'
import { LeadTexts } from '@/components/admin/leads/LeadTexts.client'
import { LocalTime, TimeAgo, useHydrated } from '@/components/admin/leads/LocalTime.client'
import { leadSourceLabel } from '@/lib/leads/source-label'
import type { LeadUpdate } from '@/lib/leads/statuses'
import type { LeadView, Person } from '@/lib/leads/view'
import { isTextLeadEmail } from '@/lib/texting/text-lead'

import styles from './Leads.module.css'

type Props = {
  lead: LeadView
  staff: Person[]
  me: number
  onSaved: (lead: LeadView) => void
  /** Opened from the lead's own address: activity shown, keyboard focus on the name. */
  opened?: boolean
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const mailHref = (lead: LeadView) => {
  const about = lead.unit?.name ?? lead.trailer
  const subject = about ? `Your enquiry about the ${about}` : 'Your enquiry at Venture Trailers'
  return `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`
}

/* The site's host is this page's; the server has none, so it is filled in once hydrated. */
const useSiteHost = () => (useHydrated() ? window.location.hostname : null)

/** One lead on the desk: contact in one tap, status, owner, notes and what happened so far. */
export function LeadCard({ lead, staff, me, onSaved, opened = false }: Props) {
  const id = useId()
  const siteHost = useSiteHost()
  const nameHeading = useRef<HTMLHeadingElement>(null)
  // On arrival only (the heading takes focus only when opened): a save must not move focus.
  useEffect(() => nameHeading.current?.focus(), [])
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (change: Omit<LeadUpdate, 'updatedAt'>) => {
    setBusy(true)
    setError(null)
    try {
      onSaved(await changeLead(lead.id, { ...change, updatedAt: lead.updatedAt }))
      return true
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not save. Please try again.')
      return false
    } finally {
      setBusy(false)
    }
  }
  const addNote = async (event: FormEvent) => {
    event.preventDefault()
    if (note.trim() && (await save({ note }))) setNote('')
  }

  return (
    <article className={styles.card} aria-labelledby={`${id}-name`} data-lead={lead.id}>
      <header className={styles.cardHead}>
        <h2
          id={`${id}-name`}
          ref={opened ? nameHeading : undefined}
          tabIndex={opened ? -1 : undefined}
        >
          {lead.name}
        </h2>
        <span className={styles.kind} data-kind={lead.kind}>
          {lead.kindLabel}
        </span>
        <span className={styles.status} data-status={lead.status}>
          {lead.statusLabel}
        </span>
        {lead.textWaitingSince && (
          <span className={styles.textWaiting}>
            New text<span className="visually-hidden"> from the shopper, not answered yet</span>
          </span>
        )}
        {lead.overdue && (
          <span className={styles.overdue}>
            Overdue<span className="visually-hidden">: no response within the target</span>
          </span>
        )}
      </header>
      <p className={styles.meta}>
        <TimeAgo at={lead.createdAt} />
        {' · '}
        {lead.owner ? `Owner: ${lead.owner.name}` : 'No owner'}
        {' · '}
        <span data-lead-source>Source: {leadSourceLabel(lead.source, siteHost ?? '')}</span>
      </p>
      <div className={styles.contact}>
        {!isTextLeadEmail(lead.email) && (
          <a className="btn btn-outline" href={mailHref(lead)}>
            {lead.email}
          </a>
        )}
        {lead.phone && (
          <a className="btn btn-outline" href={telHref(lead.phone)}>
            {lead.phone}
          </a>
        )}
      </div>
      {(lead.unit || lead.trailer) && (
        <p className={styles.unit}>
          About: {lead.unit ? <a href={lead.unit.path}>{lead.unit.name}</a> : lead.trailer}
        </p>
      )}
      <p className={styles.message}>{lead.message}</p>
      <KindDetails lead={lead} onSaved={onSaved} />
      <div className={styles.controls}>
        <label>
          Status
          <select
            value={lead.status}
            disabled={busy}
            onChange={(event) => save({ status: event.target.value as LeadUpdate['status'] })}
          >
            <StatusOptions />
          </select>
        </label>
        <label>
          Owner
          <select
            value={lead.owner?.id ?? ''}
            disabled={busy}
            onChange={(event) =>
              save({ ownerId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">Nobody</option>
            <StaffOptions staff={staff} />
          </select>
        </label>
        {lead.owner?.id !== me && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => save({ ownerId: me })}
          >
            Assign to me
          </button>
        )}
      </div>
      <form className={styles.noteForm} onSubmit={addNote}>
        <label htmlFor={`${id}-note`}>Add a note</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || !note.trim()}>
          Add note
        </button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <LeadTexts leadId={lead.id} opened={opened} />
      {lead.activity.length > 0 && (
        <details className={styles.activity} open={opened}>
          <summary>Activity ({lead.activity.length})</summary>
          <ol>
            {lead.activity.map((line, index) => (
              // Any kind reads the same (a newer release may add kinds): when, by whom, what.
              <li key={index} data-kind={line.kind}>
                <LocalTime at={line.at} />, by {line.by ?? 'the system'}: {line.text}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  )
}
