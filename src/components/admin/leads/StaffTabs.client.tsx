'use client'

import { useEffect, useState } from 'react'

import { newLeadsEvent } from '@/components/admin/leads/leads-api'

import styles from './Leads.module.css'

type Props = {
  current: 'inventory' | 'leads' | 'aging' | 'alerts' | 'reports' | 'privacy'
  newLeads: number
  /** Admins also answer shoppers' privacy requests. */
  admin: boolean
}

/** The staff panel's views; the Leads tab shows how many leads are New, kept current. */
export function StaffTabs({ current, newLeads, admin }: Props) {
  const [count, setCount] = useState(newLeads)
  useEffect(() => {
    const update = (event: Event) => setCount((event as CustomEvent<number>).detail)
    window.addEventListener(newLeadsEvent, update)
    return () => window.removeEventListener(newLeadsEvent, update)
  }, [])
  return (
    <nav aria-label="Staff panel" className={styles.tabsBar}>
      <div className={`container ${styles.tabs}`}>
        <a href="/admin" aria-current={current === 'inventory' ? 'page' : undefined}>
          Inventory
        </a>
        <a href="/admin?tab=leads" aria-current={current === 'leads' ? 'page' : undefined}>
          Leads{' '}
          <span className={styles.count} data-testid="new-leads-count">
            {count} new
          </span>
        </a>
        <a href="/admin?tab=aging" aria-current={current === 'aging' ? 'page' : undefined}>
          Aging
        </a>
        <a href="/admin?tab=alerts" aria-current={current === 'alerts' ? 'page' : undefined}>
          Alerts
        </a>
        <a href="/admin?tab=reports" aria-current={current === 'reports' ? 'page' : undefined}>
          Reports
        </a>
        {admin && (
          <a href="/admin?tab=privacy" aria-current={current === 'privacy' ? 'page' : undefined}>
            Privacy
          </a>
        )}
      </div>
    </nav>
  )
}
