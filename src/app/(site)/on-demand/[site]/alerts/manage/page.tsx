import type { Metadata } from 'next'
import Link from 'next/link'

import { AlertList } from '@/components/alerts/AlertList'
import styles from '@/components/ui/NoticePage.module.css'
import { alertsForLink } from '@/server/alerts/manage'
import { getPayloadClient } from '@/server/payload'

/* Reached from any alert e-mail: the address's alerts, each removable, or all at once. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your trailer alerts | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ManageAlertsPage({ searchParams }: Props) {
  const { token, removed } = await searchParams
  const link = await alertsForLink(await getPayloadClient(), 'manage', token, new Date())
  const count = Number(removed)
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>Your trailer alerts</h1>
        {count > 0 && (
          <p className={styles.notice} role="status">
            Removed {count === 1 ? 'one alert' : `${count} alerts`}. Nothing more is sent for{' '}
            {count === 1 ? 'it' : 'them'}.
          </p>
        )}
        {!link ? (
          <p className={styles.notice} role="status">
            This link has expired or is not known. The link in your latest alert e-mail works.
          </p>
        ) : link.alerts.length === 0 ? (
          <>
            <p>This address has no alerts.</p>
            <form method="post" action="/api/alerts/remove">
              <input type="hidden" name="token" value={String(token)} />
              <input type="hidden" name="alert" value="all" />
              <button type="submit" className="btn btn-primary">
                Send me no more e-mails
              </button>
            </form>
          </>
        ) : (
          <>
            <AlertList alerts={link.alerts} token={String(token)} />
            <form method="post" action="/api/alerts/remove">
              <input type="hidden" name="token" value={String(token)} />
              <input type="hidden" name="alert" value="all" />
              <button type="submit" className="btn btn-primary">
                Remove all my alerts
              </button>
            </form>
          </>
        )}
        <div className={styles.actions}>
          <Link className="btn btn-outline" href="/inventory">
            Back to the trailers in stock
          </Link>
        </div>
      </div>
    </section>
  )
}
