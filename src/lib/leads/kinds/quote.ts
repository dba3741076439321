import { z } from 'zod'

import { fitBoatSchema } from '@/lib/fit/boat-schema'

/*
 * A quote request's own details: the boat the shopper described in the fit check, when the quote
 * was asked from its result. The quote contract of POST /api/contact is unchanged; a quote without
 * details is what every quote was before kinds.
 */
export const quoteDetailsSchema = z.object({ boat: fitBoatSchema.optional() }).strict()

export type QuoteDetails = z.infer<typeof quoteDetailsSchema>
