import type { ComponentType } from 'react'

import { FinanceDetails } from '@/components/admin/leads/kinds/FinanceDetails'
import { PartsDetailsView, TradeInDetailsView } from '@/components/admin/leads/kinds/PhotoDetails'
import { QuoteDetails } from '@/components/admin/leads/kinds/QuoteDetails'
import { ReservationDetails } from '@/components/admin/leads/kinds/ReservationDetails.client'
import { ServiceDetails } from '@/components/admin/leads/kinds/ServiceDetails.client'
import type { LeadKind } from '@/lib/leads/kinds'
import type { LeadView } from '@/lib/leads/view'

/*
 * What each kind's lead card shows of its details (ADR 0044): one small component per kind in
 * this folder, registered here. A kind without one shows its message alone. Each gets the lead
 * and the card's `onSaved` too, for the kinds staff act on (a service booking, ADR 0045).
 */
export type KindDetailsProps = { lead: LeadView; onSaved: (lead: LeadView) => void }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each takes its own kind's details
const kindDetails: Partial<Record<LeadKind, ComponentType<KindDetailsProps & { details: any }>>> = {
  quote: QuoteDetails,
  finance: FinanceDetails,
  service: ServiceDetails,
  parts: PartsDetailsView,
  'trade-in': TradeInDetailsView,
  reservation: ReservationDetails,
}

export function KindDetails({ lead, onSaved }: KindDetailsProps) {
  const Details = kindDetails[lead.kind]
  return Details && lead.details ? (
    <Details details={lead.details} lead={lead} onSaved={onSaved} />
  ) : null
}
