import { ApiError } from '@/components/admin/inventory-api'
import type { LeadDesk } from '@/lib/leads/desk'
import type { LeadFilter, LeadUpdate } from '@/lib/leads/statuses'
import type { LeadView } from '@/lib/leads/view'

/* The lead desk's calls to /api/leads. Failures carry the server's reason. */

export const newLeadsEvent = 'leads:new-count'

async function json<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    const reason = typeof body?.error === 'string' ? body.error : response.statusText
    throw new ApiError(response.status, reason)
  }
  return body as T
}

export const filterQuery = (filter: LeadFilter): string =>
  new URLSearchParams({
    status: filter.status,
    owner: String(filter.owner),
    kind: filter.kind,
    q: filter.q,
  }).toString()

export const loadLeads = (filter: LeadFilter, page = 1) =>
  fetch(`/api/leads?${filterQuery(filter)}&page=${page}`, { cache: 'no-store' }).then(
    json<LeadDesk>,
  )

export const changeLead = (id: number, change: LeadUpdate) =>
  fetch(`/api/leads/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  }).then(json<LeadView>)
