import 'server-only'

import type { Payload } from 'payload'

import type { LeadKind } from '@/lib/leads/kinds'
import type { FinanceDetails, FinanceEstimate } from '@/lib/leads/kinds/finance'
import { financingTerms, monthlyPaymentCents } from '@/lib/inventory/payment'
import { toCents } from '@/lib/money/cents'

/**
 * What a lead keeps of its kind's checked details: as sent, and for a finance inquiry the
 * payment estimate the site showed for those figures, on the dealer's financing terms (none when
 * the dealer set no APR).
 */
export async function storedDetails(payload: Payload, kind: LeadKind, details: unknown) {
  if (kind !== 'finance' || !details) return details
  const figures = details as FinanceDetails
  const financing = await payload.findGlobal({ slug: 'financing', depth: 0 })
  const terms = financingTerms({ ...financing, term_months: figures.termMonths })
  if (!terms) return figures
  const estimate: FinanceEstimate = {
    monthlyCents: monthlyPaymentCents(toCents(figures.amount), {
      apr: terms.apr,
      termMonths: terms.termMonths,
      downCents: toCents(figures.downPayment),
    }),
    apr: terms.apr,
    termMonths: terms.termMonths,
  }
  return { ...figures, estimate }
}
