import type { Metadata } from 'next'
import Link from 'next/link'

import { OutcomePage } from '@/components/ui/OutcomePage'
import { isKeyOf } from '@/lib/key-of'
import { signupOutcomes } from '@/lib/alerts/messages'
import { isSignupError, signupErrors } from '@/lib/alerts/refusals'

/* Where the alert form lands without JavaScript (POST /api/alerts answers 303 here). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Trailer alert | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

const isSignupOutcome = isKeyOf(signupOutcomes)

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function AlertRequestedPage({ searchParams }: Props) {
  const { outcome, error } = await searchParams
  const failed = isSignupError(error)
  const message = failed
    ? signupErrors[error]
    : isSignupOutcome(outcome)
      ? signupOutcomes[outcome]
      : 'Set an alert from the trailer list or a trailer’s page.'
  return (
    <OutcomePage
      heading={failed ? 'Your alert was not set' : 'Your trailer alert'}
      message={message}
      failed={failed}
    >
      <Link className="btn btn-primary" href="/inventory">
        Back to the trailers in stock
      </Link>
    </OutcomePage>
  )
}
