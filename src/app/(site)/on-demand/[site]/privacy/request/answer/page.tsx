import type { Metadata } from 'next'
import Link from 'next/link'

import formStyles from '@/components/leads/LeadForm.module.css'
import styles from '@/components/ui/NoticePage.module.css'
import { requestKinds } from '@/lib/privacy/requests'
import { getPayloadClient } from '@/server/payload'
import { answeredRequest } from '@/server/privacy/requests'

/*
 * The page an answer's e-mail or text links to (ADR 0065, 0068): the answer, the copy's download for a copy
 * request, and the appeal form. Works as long as the link does (60 days).
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Our answer to your privacy request | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PrivacyAnswerPage({ searchParams }: Props) {
  const { key, appealed, error } = await searchParams
  const request = await answeredRequest(await getPayloadClient(), key)
  return (
    <section className="section">
      <div className={`container ${styles.page}`}>
        <h1>Our answer to your privacy request</h1>
        {!request || request.kind === 'appeal' ? (
          <p className={styles.notice} role="status">
            {request
              ? `We have answered your appeal by ${request.phone ? 'text' : 'e-mail'}.`
              : 'This link has expired or is not known. Ask again from the form if you need to.'}
          </p>
        ) : (
          <>
            <p>You asked: {requestKinds[request.kind]}.</p>
            <p className={styles.answer}>{request.answer}</p>
            {request.kind === 'copy' && (
              <p>
                <a
                  className="btn btn-primary"
                  href={`/api/privacy-requests/copy?key=${encodeURIComponent(String(key))}`}
                  download
                >
                  Download your copy (ZIP)
                </a>
              </p>
            )}
            <h2>Appeal our answer</h2>
            {appealed === '1' ? (
              <p className={styles.notice} role="status">
                Your appeal is with us. We will answer it by {request.phone ? 'text' : 'e-mail'}{' '}
                within 60 days.
              </p>
            ) : (
              <form className={formStyles.form} method="post" action="/api/privacy-requests/appeal">
                {error && (
                  <p className={formStyles.summary} role="alert">
                    {error === 'expired'
                      ? 'This link has expired: the appeal was not sent.'
                      : 'Please say why you disagree, in under 2,000 characters.'}
                  </p>
                )}
                <input type="hidden" name="key" value={String(key)} />
                <div className={formStyles.row}>
                  <label htmlFor="appeal-details">
                    Why do you disagree? <span aria-hidden="true">*</span>
                  </label>
                  <textarea id="appeal-details" name="details" rows={5} maxLength={2000} required />
                </div>
                <button type="submit" className="btn btn-primary">
                  Send my appeal
                </button>
              </form>
            )}
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
