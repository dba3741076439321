import { z } from 'zod'

import { financeDetailsSchema, financeSummary } from '@/lib/leads/kinds/finance'
import { partsDetailsSchema, partsSummary } from '@/lib/leads/kinds/parts'
import { quoteDetailsSchema } from '@/lib/leads/kinds/quote'
import { serviceDetailsSchema, serviceSummary } from '@/lib/leads/kinds/service'
import { tradeInDetailsSchema, tradeInSummary } from '@/lib/leads/kinds/trade-in'
import type { LeadKind } from '@/lib/leads/kinds'

/**
 * What a kind's form posts beyond the quote form's fields: its `details` schema, and the line
 * that stands for the message when the shopper wrote none (staff e-mails and the desk show the
 * message). The one registry of kinds a form may post; a kind absent here (a text lead, made by
 * the texting code itself) is refused from a form. Add a kind: one module in this folder and one
 * line here.
 */
export type LeadKindForm<Details = unknown> = {
  details: z.ZodType<Details>
  summary?: (details: Details) => string
}

const form = <Details>(entry: LeadKindForm<Details>) => entry as LeadKindForm

export const leadKindForms: Partial<Record<LeadKind, LeadKindForm>> = {
  quote: form({ details: quoteDetailsSchema }),
  finance: form({ details: financeDetailsSchema, summary: financeSummary }),
  service: form({ details: serviceDetailsSchema, summary: serviceSummary }),
  parts: form({ details: partsDetailsSchema, summary: partsSummary }),
  'trade-in': form({ details: tradeInDetailsSchema, summary: tradeInSummary }),
}

export const postableKinds = () => Object.keys(leadKindForms) as LeadKind[]
