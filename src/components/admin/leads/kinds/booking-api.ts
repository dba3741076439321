import { ApiError } from '@/components/admin/inventory-api'
import type { LeadView } from '@/lib/leads/view'

export type BookingAction =
  { action: 'move'; date: string } | { action: 'cancel' } | { action: 'done' }

/** POST /api/leads/{id}/booking: the lead as saved, and whether the shopper's mail went. */
export async function changeBooking(id: number, change: BookingAction) {
  const response = await fetch(`/api/leads/${id}/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  })
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof body?.error === 'string' ? body.error : response.statusText,
    )
  }
  return body as { lead: LeadView; mail: 'sent' | 'failed' | 'none' }
}
