import type { Metadata } from 'next'
import Link from 'next/link'

import { PrivacyCodeForm, PrivacyRequestForm } from '@/components/privacy/PrivacyRequestForm'
import styles from '@/components/ui/NoticePage.module.css'
import { isRequestError } from '@/lib/privacy/requests'
import { isLinkKey } from '@/server/link-keys'
import { getPayloadClient } from '@/server/payload'
import { textingOffered } from '@/server/privacy/requests'

/*
 * Where a shopper asks for a copy, a correction, a deletion or no marketing (issue 55, ADR 0065),
 * without an account, by e-mail address or, when the site can text, by mobile number (ADR 0068).
 * After sending, the page says the same for every address, and asks every number for its code.
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
  const { sent, error, code } = await searchParams
  const byText = await textingOffered(await getPayloadClient())
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
        ) : isLinkKey(code) ? (
          <>
            <p className={styles.notice} role="status">
              If the number can receive our texts, a text with a code is on its way. Enter it below
              to confirm your request; nothing happens until you do. No text? A number that texted
              STOP to us gets none: text START to us first, or ask with your e-mail address.
            </p>
            <PrivacyCodeForm pageKey={code} wrong={error === 'code'} />
            <p>We answer a confirmed request within 45 days.</p>
          </>
        ) : (
          <>
            <p>
              Ask for a copy of what we hold about you, a correction, its deletion, or an end to all
              marketing. We answer within 45 days of your confirmation.
            </p>
            <PrivacyRequestForm error={isRequestError(error) ? error : null} byText={byText} />
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
