import type { ComponentType } from 'react'

import { FinanceDetails } from '@/components/admin/leads/kinds/FinanceDetails'
import { QuoteDetails } from '@/components/admin/leads/kinds/QuoteDetails'
import type { LeadKind } from '@/lib/leads/kinds'
import type { LeadView } from '@/lib/leads/view'

/*
 * What each kind's lead card shows of its details (ADR 0044): one small component per kind in
 * this folder, registered here. A kind without one shows its message alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each takes its own kind's details
const kindDetails: Partial<Record<LeadKind, ComponentType<{ details: any }>>> = {
  quote: QuoteDetails,
  finance: FinanceDetails,
}

export function KindDetails({ lead }: { lead: LeadView }) {
  const Details = kindDetails[lead.kind]
  return Details && lead.details ? <Details details={lead.details} /> : null
}
