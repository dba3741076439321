import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { AlertDemand } from '@/components/admin/alerts/AlertDemand'
import { InventoryPanel } from '@/components/admin/InventoryPanel.client'
import { LeadsPanel } from '@/components/admin/leads/LeadsPanel.client'
import { StaffTabs } from '@/components/admin/leads/StaffTabs.client'
import { NotAuthorised } from '@/components/admin/NotAuthorised'
import { SignInCard, type AuthProvider } from '@/components/admin/SignInCard.client'
import { StaffHeader } from '@/components/admin/StaffHeader'
import styles from '@/components/admin/StaffShell.module.css'
import type { User } from '@/payload-types'
import { alertDemand } from '@/server/alerts/demand'
import { getStaffSession } from '@/server/auth/staff-session'
import { clerkEnabled } from '@/server/env'
import { pageMetadata } from '@/server/metadata'
import { getPayloadClient } from '@/server/payload'
import { getTrailerModels } from '@/server/queries/catalogue'
import { countNewLeads } from '@/server/services/leads'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Inventory Management',
    description: 'Staff inventory management for Venture Trailers Edgewater.',
    path: '/admin',
  }),
  robots: { index: false, follow: false },
}

// Payload's auth strategies mark the users they produce; a Clerk user signs out through Clerk.
const providerOf = (user: User | null): AuthProvider =>
  clerkEnabled() && (!user || (user as { _strategy?: string })._strategy === 'clerk')
    ? 'clerk'
    : 'payload'

type Props = { searchParams: Promise<{ tab?: string }> }

export default async function AdminPage({ searchParams }: Props) {
  // The request's headers first: that is what makes the page per-request, before any read.
  const requestHeaders = await headers()
  const payload = await getPayloadClient()
  const session = await getStaffSession(payload, requestHeaders)

  if (session.kind !== 'staff') {
    return (
      <main className={`${styles.page} ${styles.centred}`}>
        {session.kind === 'anonymous' ? (
          <SignInCard provider={clerkEnabled() ? 'clerk' : 'payload'} />
        ) : (
          <NotAuthorised email={session.user?.email ?? null} provider={providerOf(session.user)} />
        )}
      </main>
    )
  }

  const asked = (await searchParams).tab
  const tab = asked === 'leads' || asked === 'alerts' ? asked : 'inventory'
  const [models, newLeads, demand] = await Promise.all([
    getTrailerModels(),
    countNewLeads(payload),
    tab === 'alerts' ? alertDemand(payload) : [],
  ])
  return (
    <div className={styles.page}>
      <StaffHeader
        name={session.user.firstName || session.user.email}
        provider={providerOf(session.user)}
      />
      <StaffTabs current={tab} newLeads={newLeads} />
      <main className="container">
        {tab === 'leads' ? (
          <LeadsPanel />
        ) : tab === 'alerts' ? (
          <AlertDemand rows={demand} />
        ) : (
          <InventoryPanel models={models} />
        )}
      </main>
    </div>
  )
}
