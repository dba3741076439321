import type { Metadata } from 'next'
import Link from 'next/link'

import { OutcomePage } from '@/components/ui/OutcomePage'
import { isLeadKind, leadKindLabels } from '@/lib/leads/kinds'
import { quoteMessages } from '@/lib/leads/kinds/quote-messages'
import { isLeadRefusal, leadRefusals } from '@/lib/leads/refusals'

/* Where the quote form lands without JavaScript (POST /api/contact answers 303 here). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Quote request | Venture Trailers Edgewater',
  robots: { index: false, follow: false },
}

const kindSentMessage = 'Thank you! Your request has been sent. We will contact you soon.'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function QuoteSentPage({ searchParams }: Props) {
  const { error, kind } = await searchParams
  // Another kind's form (ADR 0044): the same page in its own words.
  const other = isLeadKind(kind) && kind !== 'quote' ? leadKindLabels[kind] : null
  if (other) {
    return isLeadRefusal(error) ? (
      <OutcomePage
        heading={`Your ${other.toLowerCase()} request was not sent`}
        message={leadRefusals[error]}
        failed
      >
        <Link className="btn btn-primary" href="/">
          Back to the home page
        </Link>
      </OutcomePage>
    ) : (
      <OutcomePage heading={`${other} request sent`} message={kindSentMessage} failed={false}>
        <Link className="btn btn-primary" href="/inventory">
          See the trailers in stock
        </Link>
      </OutcomePage>
    )
  }
  if (isLeadRefusal(error))
    return (
      <OutcomePage heading="Your quote request was not sent" message={leadRefusals[error]} failed>
        <Link className="btn btn-primary" href="/contact">
          Back to the quote form
        </Link>
      </OutcomePage>
    )
  return (
    <OutcomePage heading="Quote request sent" message={quoteMessages.sent} failed={false}>
      <Link className="btn btn-primary" href="/inventory">
        See the trailers in stock
      </Link>
    </OutcomePage>
  )
}
