import type { Metadata } from 'next'
import Link from 'next/link'

import { AlertList } from '@/components/alerts/AlertList'
import styles from '@/components/ui/NoticePage.module.css'
import { alertsForLink } from '@/server/alerts/manage'
import { getPayloadClient } from '@/server/payload'

/*
 * The page a confirmation e-mail's link opens: the address's waiting alerts, each to check, and a
 * Confirm button that starts the checked ones only (anyone can set an alert for any address; only
 * a lone one is checked already). Any link, old, used or unknown, gets a page that says where
 * things stand, never an error.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm your trailer alert | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ConfirmAlertPage({ searchParams }: Props) {
  const { token, confirmed } = await searchParams
  const link = await alertsForLink(await getPayloadClient(), 'confirm', token, new Date())
  const waiting = link?.alerts.filter((alert) => alert.status === 'pending') ?? []
  const active = link?.alerts.filter((alert) => alert.status === 'active') ?? []
  const justConfirmed = Number(confirmed) > 0
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>Confirm your trailer alert</h1>
        {!link ? (
          <p className={styles.notice} role="status">
            This link has expired or is not known. An alert that was not confirmed within 7 days is
            forgotten: set it again from the trailer list.
          </p>
        ) : waiting.length > 0 ? (
          <form method="post" action="/api/alerts/confirm">
            {confirmed === '0' && (
              <p className={styles.notice} role="status">
                Nothing was confirmed: check the alerts you want, then press Confirm.
              </p>
            )}
            {justConfirmed && (
              <p className={styles.notice} role="status">
                Confirmed. We will e-mail you when something changes, at most once a day.
              </p>
            )}
            <p>
              Check the alerts you set, then press Confirm to start them for this address. Leave out
              any you do not know: they are forgotten after 7 days.
            </p>
            <input type="hidden" name="token" value={String(token)} />
            <AlertList alerts={waiting} choose={{ checked: waiting.length === 1 }} />
            <button type="submit" className="btn btn-primary">
              Confirm
            </button>
          </form>
        ) : active.length > 0 ? (
          <>
            <p className={styles.notice} role="status">
              {justConfirmed
                ? 'Confirmed. We will e-mail you when something changes, at most once a day.'
                : 'Already confirmed: nothing more to do.'}
            </p>
            <AlertList alerts={active} />
          </>
        ) : (
          <p className={styles.notice} role="status">
            There is no alert waiting for this address: it was removed or forgotten.
          </p>
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
