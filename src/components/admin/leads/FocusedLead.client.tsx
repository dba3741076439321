'use client'

import { useEffect, useRef } from 'react'

import { LeadCard } from '@/components/admin/leads/LeadCard.client'
import type { LeadView, Person } from '@/lib/leads/view'

import styles from './Leads.module.css'

/** The lead a lead's own address names, read on the server with who may own it and who is asking. */
export type FocusedLead = { id: number | null; lead: LeadView | null; staff: Person[]; me: number }

type Props = { focus: FocusedLead; lead: LeadView | null; onSaved: (lead: LeadView) => void }

/**
 * The lead a link opened (`/admin/leads/{id}`), first on the Leads tab with its activity open and
 * keyboard focus on its name; or a plain message when there is no such lead.
 */
export function FocusedLeadSection({ focus, lead, onSaved }: Props) {
  const missingHeading = useRef<HTMLHeadingElement>(null)
  // On arrival only (the heading exists only when there is no lead).
  useEffect(() => missingHeading.current?.focus(), [])

  if (!lead) {
    return (
      <section className={styles.missing} aria-labelledby="missing-lead-heading">
        <h2 id="missing-lead-heading" ref={missingHeading} tabIndex={-1}>
          Lead not found
        </h2>
        <p>
          {focus.id === null
            ? 'This link does not name a lead.'
            : `There is no lead number ${focus.id}: it may have been deleted.`}{' '}
          All leads are listed below.
        </p>
      </section>
    )
  }
  return (
    <div className={styles.focused}>
      <LeadCard lead={lead} staff={focus.staff} me={focus.me} onSaved={onSaved} opened />
    </div>
  )
}
