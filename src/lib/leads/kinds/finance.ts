import { z } from 'zod'

import { wholeNumber } from '@/lib/leads/kinds/numbers'

/*
 * A finance inquiry: what the shopper would borrow and how, never who they are to a lender. No
 * SSN, birth date or income is asked or accepted (`.strict()` refuses any field beyond these), so
 * the site never holds what would make it a lender's system (ADR 0044); the lender's own
 * application, linked in the reply, asks for those.
 */
export const creditBands = ['excellent', 'good', 'fair', 'rebuilding', 'unsure'] as const
export type CreditBand = (typeof creditBands)[number]

export const creditBandLabels: Record<CreditBand, string> = {
  excellent: 'Excellent (720+)',
  good: 'Good (660-719)',
  fair: 'Fair (600-659)',
  rebuilding: 'Rebuilding (under 600)',
  unsure: 'Not sure',
}

export const financeTerms = [24, 36, 48, 60, 72, 84, 120, 144, 180] as const

export const financeDetailsSchema = z
  .object({
    amount: wholeNumber('Amount to finance', 500, 500_000),
    termMonths: z.coerce
      .number({ error: 'Choose a term.' })
      .refine((term) => (financeTerms as readonly number[]).includes(term), 'Choose a term.'),
    downPayment: wholeNumber('Down payment', 0, 500_000).default(0),
    creditBand: z.enum(creditBands, { error: 'Choose how you would rate your credit.' }),
  })
  .strict()
  .refine((details) => details.downPayment < details.amount, {
    path: ['downPayment'],
    error: 'Down payment must be less than the amount to finance.',
  })

export type FinanceDetails = z.infer<typeof financeDetailsSchema>

/** The estimate a finance inquiry was shown, kept with it: the terms may change afterwards. */
export type FinanceEstimate = { monthlyCents: number; apr: number; termMonths: number }

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

export const financeSummary = (details: FinanceDetails) =>
  `Finance inquiry: ${dollars.format(details.amount)} over ${details.termMonths} months, ${dollars.format(details.downPayment)} down, credit ${creditBandLabels[details.creditBand]}.`
