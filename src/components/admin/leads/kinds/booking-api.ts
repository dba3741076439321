import type { LeadView } from '@/lib/leads/view'

import { postLeadAction } from './card-action'

export type BookingAction =
  { action: 'move'; date: string } | { action: 'cancel' } | { action: 'done' }

/** POST /api/leads/{id}/booking: the lead as saved, and whether the shopper's mail went. */
export const changeBooking = (id: number, change: BookingAction) =>
  postLeadAction<{ lead: LeadView; mail: 'sent' | 'failed' | 'none' }>(
    `/api/leads/${id}/booking`,
    change,
  )
