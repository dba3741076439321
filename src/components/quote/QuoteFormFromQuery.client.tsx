'use client'

import { useSearchParams } from 'next/navigation'

import { QuoteForm } from '@/components/quote/QuoteForm.client'
import { trailerFromQuery } from '@/lib/quote/prefill'

/*
 * /contact?trailer=… starts the message with that unit. Reading the query keeps /contact static
 * only under a Suspense boundary, whose fallback is the plain form (see the contact page).
 */
export function QuoteFormFromQuery() {
  const trailer = trailerFromQuery(useSearchParams().get('trailer'))
  return <QuoteForm key={trailer ?? ''} trailer={trailer} />
}
