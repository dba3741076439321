import type { LeadView } from '@/lib/leads/view'

import { postLeadAction } from './card-action'

/** POST /api/leads/{id}/reservation: the hold released and its deposit refunded; the lead as saved. */
export const releaseReservation = async (id: number) =>
  (await postLeadAction<{ lead: LeadView }>(`/api/leads/${id}/reservation`, { action: 'release' }))
    .lead
