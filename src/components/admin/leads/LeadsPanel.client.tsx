'use client'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { FocusedLeadSection, type FocusedLead } from '@/components/admin/leads/FocusedLead.client'
import { LeadCard } from '@/components/admin/leads/LeadCard.client'
import { StaffOptions, StatusOptions } from '@/components/admin/leads/LeadOptions'
import { filterQuery, loadLeads, newLeadsEvent } from '@/components/admin/leads/leads-api'
import { allLeads, type LeadDesk } from '@/lib/leads/desk'
import { leadsPageSize } from '@/lib/leads/pages'
import { leadKindLabels, leadKinds } from '@/lib/leads/kinds'
import type { LeadFilter } from '@/lib/leads/statuses'
import { formatMinutes } from '@/lib/leads/time'
import type { LeadView } from '@/lib/leads/view'

import { ResponseTimes } from './ResponseTimes'
import panel from '@/components/admin/StaffPanel.module.css'
import styles from './Leads.module.css'

function Stats({ stats, kind }: { stats: LeadDesk['last30Days']; kind: LeadFilter['kind'] }) {
  const target = formatMinutes(stats.targetMinutes)
  return (
    <p className={panel.summary}>
      Last 30 days: {stats.leads} {kind === 'all' ? '' : `${leadKindLabels[kind]} `}leads · median
      first response{' '}
      <strong>
        {stats.medianFirstResponseMinutes === null
          ? 'none yet'
          : formatMinutes(stats.medianFirstResponseMinutes)}
      </strong>{' '}
      · answered within {target}:{' '}
      <strong>
        {stats.withinTargetShare === null
          ? 'none due yet'
          : `${Math.round(stats.withinTargetShare * 100)}%`}
      </strong>
    </p>
  )
}

/** `firstPage`: every lead's first page, read with the page (`allLeads`, page 1). */
type Props = { focus?: FocusedLead; firstPage: LeadDesk }

const shownLabel = ({ page, leads, total }: LeadDesk) => {
  const first = (page - 1) * leadsPageSize + 1
  return `Leads ${first}–${first + leads.length - 1} of ${total}`
}

/**
 * The Leads tab of the staff panel: every lead, its status, owner and clock; at a lead's
 * own address that lead comes first, opened, and the list below leaves it out.
 */
export function LeadsPanel({ focus, firstPage }: Props) {
  const [focused, setFocused] = useState<LeadView | null>(focus?.lead ?? null)
  const [filter, setFilterOnly] = useState<LeadFilter>(allLeads)
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [desk, setDesk] = useState<LeadDesk>(firstPage)
  const [error, setError] = useState<string | null>(null)

  const settle = useCallback(
    (pending: Promise<LeadDesk>) =>
      pending
        .then((next) => {
          setDesk(next)
          setError(null)
          window.dispatchEvent(new CustomEvent(newLeadsEvent, { detail: next.newCount }))
        })
        .catch((failure: unknown) =>
          setError(failure instanceof Error ? failure.message : 'Could not load the leads.'),
        ),
    [],
  )

  // The first page came with the HTML: only another filter or page is read. What is shown is
  // compared rather than a first run skipped, as React may run an effect twice on mounting.
  const shown = useRef({ filter, page })
  useEffect(() => {
    if (shown.current.filter === filter && shown.current.page === page) return
    shown.current = { filter, page }
    void settle(loadLeads(filter, page))
  }, [settle, filter, page])

  // Another filter lists other leads: from their first page.
  const setFilter = (next: LeadFilter) => {
    setFilterOnly(next)
    setPage(1)
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setFilter({ ...filter, q: search.trim() })
  }

  return (
    <section className={panel.panel} aria-labelledby="leads-heading">
      <div className={panel.panelHead}>
        <h1 id="leads-heading">Leads</h1>
        <a
          className="btn btn-outline"
          href={`/api/leads/export.csv?${filterQuery(filter)}`}
          download
        >
          Export CSV
        </a>
      </div>
      {focus && (
        <FocusedLeadSection
          focus={focus}
          lead={focused}
          onSaved={(lead) => {
            setFocused(lead)
            void settle(loadLeads(filter, page))
          }}
        />
      )}
      <Stats stats={desk.last30Days} kind={filter.kind} />
      <ResponseTimes
        rows={desk.last30Days.byPerson}
        targetMinutes={desk.last30Days.targetMinutes}
      />
      <form className={styles.filters} onSubmit={onSearch} role="search">
        <label>
          Status
          <select
            value={filter.status}
            onChange={(event) =>
              setFilter({ ...filter, status: event.target.value as LeadFilter['status'] })
            }
          >
            <option value="all">All</option>
            <StatusOptions />
          </select>
        </label>
        <label>
          Kind
          <select
            value={filter.kind}
            onChange={(event) =>
              setFilter({ ...filter, kind: event.target.value as LeadFilter['kind'] })
            }
          >
            <option value="all">All kinds</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabels[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Owner
          <select
            value={String(filter.owner)}
            onChange={(event) => {
              const value = event.target.value
              const owner = /^\d+$/.test(value) ? Number(value) : (value as 'all' | 'me' | 'none')
              setFilter({ ...filter, owner })
            }}
          >
            <option value="all">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            <StaffOptions staff={desk.staff} />
          </select>
        </label>
        <label className={styles.search}>
          Search
          <input
            type="search"
            value={search}
            placeholder="Name, e-mail, phone or message"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p aria-live="polite" className={styles.shown}>
        {desk.total > 0 ? shownLabel(desk) : ''}
      </p>
      {desk.leads.length === 0 && <p>No leads match.</p>}
      <ul className={styles.list}>
        {desk.leads
          .filter((lead) => lead.id !== focused?.id)
          .map((lead) => (
            <li key={lead.id}>
              <LeadCard
                lead={lead}
                staff={desk.staff}
                me={desk.me}
                onSaved={() => void settle(loadLeads(filter, page))}
              />
            </li>
          ))}
      </ul>
      {desk.pages > 1 && (
        <nav className={styles.pages} aria-label="Lead pages">
          <button
            type="button"
            className="btn btn-outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <span>
            Page {desk.page} of {desk.pages}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={page >= desk.pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </nav>
      )}
    </section>
  )
}
