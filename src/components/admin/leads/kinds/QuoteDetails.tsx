import { BoatSummary } from '@/components/fit/BoatSummary'
import type { QuoteDetails as Details } from '@/lib/leads/kinds/quote'

/** A quote asked from a fit check: the boat the shopper described. */
export function QuoteDetails({ details }: { details: Details }) {
  return details.boat ? <BoatSummary boat={details.boat} heading="Boat described" /> : null
}
