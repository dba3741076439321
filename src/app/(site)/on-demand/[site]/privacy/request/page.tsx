import type { Metadata } from 'next'
import Link from 'next/link'

import { PrivacyRequestForm } from '@/components/privacy/PrivacyRequestForm'
import styles from '@/components/ui/NoticePage.module.css'
import { isRequestError } from '@/lib/privacy/requests'

/*
 * Where a shopper asks for a copy, a correction, a deletion or no marketing (issue 55, ADR 0065),
 * without an account. After sending, the page says the same for every address.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Ask about your data | Venture Trailers Edgewater',
  description:
    'Ask Venture Trailers Edgewater for a copy of what it holds about you, a correction, its deletion, or an end to marketing.',
  alternates: { canonical: '/privacy/request' },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PrivacyRequestPage({ searchParams }: Props) {
  const { sent, error } = await searchParams
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>Ask about your data</h1>
        {sent === '1' ? (
          <>
            <p className={styles.notice} role="status">
              Thank you. If the address is right, an e-mail with a link to confirm your request is
              on its way. The link works once, within 24 hours; nothing happens until you confirm.
            </p>
            <p>We answer a confirmed request within 45 days.</p>
          </>
        ) : (
          <>
            <p>
              Ask for a copy of what we hold about you, a correction, its deletion, or an end to all
              marketing. We answer within 45 days of your confirmation.
            </p>
            <PrivacyRequestForm error={isRequestError(error) ? error : null} />
          </>
        )}
        <div className={styles.actions}>
          <Link className="btn btn-outline" href="/privacy">
            Back to the privacy notice
          </Link>
        </div>
      </div>
    </section>
  )
}
