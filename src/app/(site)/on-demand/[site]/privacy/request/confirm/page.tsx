import type { Metadata } from 'next'
import Link from 'next/link'

import styles from '@/components/ui/NoticePage.module.css'
import { requestKinds } from '@/lib/privacy/requests'
import { getPayloadClient } from '@/server/payload'
import { requestToConfirm } from '@/server/privacy/requests'

/*
 * The page a confirmation e-mail's link opens (ADR 0065): what was asked and a Confirm button. The
 * press confirms, not the opening, so a mail scanner that follows links confirms nothing. Any
 * link, used, old or unknown, gets a page that says so, never an error.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Confirm your privacy request | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ConfirmPrivacyRequestPage({ searchParams }: Props) {
  const { key, confirmed, by } = await searchParams
  const request = confirmed ? null : await requestToConfirm(await getPayloadClient(), key)
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>Confirm your privacy request</h1>
        {confirmed === '1' ? (
          <p className={styles.notice} role="status">
            {by === 'text'
              ? 'Confirmed. We will text you a link to our answer within 45 days.'
              : 'Confirmed. We will e-mail you our answer within 45 days.'}
          </p>
        ) : request && request.kind !== 'appeal' ? (
          <form method="post" action="/api/privacy-requests/confirm">
            <p>You asked us, from this e-mail address:</p>
            <p className={styles.notice}>{requestKinds[request.kind]}</p>
            <input type="hidden" name="key" value={String(key)} />
            <div className={styles.actions}>
              <button type="submit" className="btn btn-primary">
                Confirm
              </button>
            </div>
          </form>
        ) : (
          <p className={styles.notice} role="status">
            This link has been used, has expired or is not known. A request that was not confirmed
            within 24 hours is forgotten: ask again from the form.
          </p>
        )}
        <div className={styles.actions}>
          <Link className="btn btn-outline" href="/privacy/request">
            Ask about your data
          </Link>
        </div>
      </div>
    </section>
  )
}
