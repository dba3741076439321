import 'server-only'

import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { preload } from 'react-dom'

import { AgingPanel } from '@/components/admin/aging/AgingPanel'
import { AlertDemand } from '@/components/admin/alerts/AlertDemand'
import { inventoryListPaths } from '@/components/admin/inventory-api'
import { InventoryPanel } from '@/components/admin/InventoryPanel.client'
import type { FocusedLead } from '@/components/admin/leads/FocusedLead.client'
import { LeadsPanel } from '@/components/admin/leads/LeadsPanel.client'
import { StaffTabs } from '@/components/admin/leads/StaffTabs.client'
import { NotAuthorised } from '@/components/admin/NotAuthorised'
import { PrivacyQueue } from '@/components/admin/privacy/PrivacyQueue'
import { ReportsTab } from '@/components/admin/reports/ReportsTab'
import { SignInCard, type AuthProvider } from '@/components/admin/SignInCard.client'
import { StaffHeader } from '@/components/admin/StaffHeader'
import styles from '@/components/admin/StaffShell.module.css'
import { agingViewFrom } from '@/lib/aging/view'
import { userIsAdmin } from '@/lib/auth/roles'
import { allLeads } from '@/lib/leads/desk'
import { personName, toLeadView } from '@/lib/leads/view'
import type { User } from '@/payload-types'
import { alertDemand } from '@/server/alerts/demand'
import { getStaffSession } from '@/server/auth/staff-session'
import { clerkEnabled } from '@/server/env'
import { getPayloadClient } from '@/server/payload'
import { getTrailerModels } from '@/server/content/catalogue'
import { getFirstInventory } from '@/server/inventory/page-reads'
import {
  countNewLeads,
  findLead,
  leadDeskPage,
  responseClock,
  staffPeople,
} from '@/server/leads/desk'

// Payload's auth strategies mark the users they produce; a Clerk user signs out through Clerk.
const providerOf = (user: User | null): AuthProvider =>
  clerkEnabled() && (!user || (user as { _strategy?: string })._strategy === 'clerk')
    ? 'clerk'
    : 'payload'

export const staffTabs = ['inventory', 'leads', 'aging', 'alerts', 'reports', 'privacy'] as const
export type StaffTab = (typeof staffTabs)[number]

type Props =
  /** `params`: the address's query, which the Aging and Reports views read their filters from. */
  | { tab: StaffTab; params: URLSearchParams; path: string }
  /** A lead's own address (`/admin/leads/{id}`): the Leads tab with that lead opened first. */
  | { tab: 'lead'; leadId: number | null; path: string }

/**
 * The staff panel at /admin and at a lead's address. Signed out, it offers sign-in and renders
 * the same address again once signed in (Clerk is sent back to `path`), so a link to a lead
 * survives the sign-in.
 */
export async function StaffScreen(props: Props) {
  // The request's headers first: that is what makes the page per-request, before any read.
  const requestHeaders = await headers()
  const payload = await getPayloadClient()
  const session = await getStaffSession(payload, requestHeaders)

  if (session.kind !== 'staff') {
    return (
      <main className={`${styles.page} ${styles.centred}`}>
        {session.kind === 'anonymous' ? (
          <SignInCard provider={clerkEnabled() ? 'clerk' : 'payload'} returnTo={props.path} />
        ) : (
          <NotAuthorised email={session.user?.email ?? null} provider={providerOf(session.user)} />
        )}
      </main>
    )
  }

  if (props.tab === 'inventory') {
    // The first rows come with the HTML (issue 54); the whole list's reads start with the page,
    // not after its scripts have run (issue 40).
    for (const path of inventoryListPaths) preload(path, { as: 'fetch', crossOrigin: 'anonymous' })
  }
  const leadsTab = props.tab === 'leads' || props.tab === 'lead'
  const [models, firstUnits, newCount, focus, firstLeads, demand] = await Promise.all([
    props.tab === 'inventory' ? getTrailerModels() : [],
    props.tab === 'inventory' ? getFirstInventory(payload) : null,
    // The desk's first page counts them itself.
    leadsTab ? undefined : countNewLeads(payload),
    props.tab === 'lead' ? focusedLead(payload, props.leadId, session.user.id) : undefined,
    leadsTab ? leadDeskPage(payload, session.user, allLeads, 1) : undefined,
    props.tab === 'alerts' ? alertDemand(payload) : [],
  ])
  const newLeads = firstLeads?.newCount ?? newCount ?? 0
  const admin = userIsAdmin(session.user)
  return (
    <div className={styles.page}>
      <StaffHeader name={personName(session.user)} provider={providerOf(session.user)} />
      <StaffTabs
        current={props.tab === 'lead' ? 'leads' : props.tab}
        newLeads={newLeads}
        admin={admin}
      />
      <main className="container">
        {firstLeads && <LeadsPanel focus={focus} firstPage={firstLeads} />}
        {props.tab === 'aging' && (
          <AgingPanel payload={payload} view={agingViewFrom(props.params)} />
        )}
        {props.tab === 'alerts' && <AlertDemand rows={demand} />}
        {props.tab === 'reports' && (
          <ReportsTab payload={payload} user={session.user} params={props.params} />
        )}
        {props.tab === 'inventory' && <InventoryPanel models={models} first={firstUnits} />}
        {props.tab === 'privacy' &&
          (admin ? (
            <PrivacyQueue payload={payload} />
          ) : (
            <p role="status">Only admins see and answer shoppers’ privacy requests.</p>
          ))}
      </main>
    </div>
  )
}

async function focusedLead(payload: Payload, id: number | null, me: number): Promise<FocusedLead> {
  const [lead, clock, staff] = await Promise.all([
    id === null ? null : findLead(payload, id),
    responseClock(payload),
    staffPeople(payload),
  ])
  return { id, lead: lead ? toLeadView(lead, clock) : null, staff, me }
}
