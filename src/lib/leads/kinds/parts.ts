import { z } from 'zod'

import { wholeNumber } from '@/lib/leads/kinds/numbers'
import { ownTrailerSchema, trailerLine } from '@/lib/leads/kinds/trailer'

/*
 * A parts request: the part, how many, and the trailer it is for; an optional photo of the part
 * comes with it through POST /api/contact/photos, stored by the server (ADR 0045).
 */
export const partsDetailsSchema = z
  .object({
    part: z
      .string({ error: 'Say which part you need.' })
      .trim()
      .min(1, 'Say which part you need.')
      .max(200, 'Part must be at most 200 characters.'),
    quantity: wholeNumber('Quantity', 1, 99),
    ...ownTrailerSchema,
  })
  .strict()

export type PartsDetails = z.infer<typeof partsDetailsSchema>

export const partsSummary = (details: PartsDetails) =>
  `Parts request: ${details.quantity} × ${details.part} for a ${trailerLine(details)}.`
