import type { Metadata } from 'next'

import styles from '@/components/ui/NoticePage.module.css'
import { mondayStopUser } from '@/server/reports/monday-stop'

/* Reached from the Monday report e-mail (ADR 0070): one button that stops it for the account. */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'The Monday report e-mail | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

export default async function StopMondayEmailPage({ searchParams }: Props) {
  const query = await searchParams
  const params = new URLSearchParams({ user: one(query.user), key: one(query.key) })
  const known = mondayStopUser(params) !== null
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>The Monday report e-mail</h1>
        {query.stopped === '1' ? (
          <p className={styles.notice} role="status">
            Stopped: no more Monday report e-mails go to this account. An admin can turn it back on
            under Users in the CMS.
          </p>
        ) : known ? (
          <>
            <p>Each Monday at 7 am this account gets the figures of the four weeks before.</p>
            <form method="post" action={`/api/reports/monday-email/stop?${params}`}>
              <button type="submit" className="btn btn-primary">
                Stop the Monday e-mail
              </button>
            </form>
          </>
        ) : (
          <p className={styles.notice} role="status">
            This link is not one the site sent. The link at the foot of a Monday report e-mail
            works.
          </p>
        )}
      </div>
    </section>
  )
}
