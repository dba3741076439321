import { z } from 'zod'

import { decimalNumber, wholeNumber } from '@/lib/leads/kinds/numbers'

/*
 * A trade-in: the boat or trailer the shopper would trade, so staff can agree a value before the
 * visit. Its photos come with it through POST /api/contact/photos and are stored by the server
 * (`photos`, media addresses), never named by the form (ADR 0045).
 */
export const tradeInItems = ['boat', 'trailer', 'boat-and-trailer'] as const
export const tradeInItemLabels: Record<(typeof tradeInItems)[number], string> = {
  boat: 'Boat',
  trailer: 'Trailer',
  'boat-and-trailer': 'Boat and trailer',
}
export const tradeInConditions = ['excellent', 'good', 'fair', 'needs-work'] as const
export const tradeInConditionLabels: Record<(typeof tradeInConditions)[number], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  'needs-work': 'Needs work',
}
export const payoffAnswers = ['no', 'yes', 'unsure'] as const
export const payoffLabels: Record<(typeof payoffAnswers)[number], string> = {
  no: 'No, it is paid off',
  yes: 'Yes, there is a loan on it',
  unsure: 'Not sure',
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)

export const tradeInDetailsSchema = z
  .object({
    item: z.enum(tradeInItems, { error: 'Choose what you would trade in.' }),
    year: wholeNumber('Year', 1950, new Date().getUTCFullYear() + 1),
    make: text('Make', 60),
    model: text('Model', 60),
    lengthFeet: decimalNumber('Length (ft)', 6, 60),
    condition: z.enum(tradeInConditions, { error: 'Choose its condition.' }),
    payoff: z.enum(payoffAnswers, { error: 'Say whether there is a loan to pay off.' }),
  })
  .strict()

export type TradeInDetails = z.infer<typeof tradeInDetailsSchema>

/** The stored details: what the form sent, and the photos the server stored with them. */
export type StoredPhotoDetails = { photos?: string[] }

export const tradeInSummary = (details: TradeInDetails) =>
  `Trade-in: ${details.year} ${details.make} ${details.model} (${tradeInItemLabels[details.item].toLowerCase()}), ${details.lengthFeet} ft, ${tradeInConditionLabels[details.condition].toLowerCase()} condition; loan to pay off: ${payoffLabels[details.payoff].toLowerCase()}.`
