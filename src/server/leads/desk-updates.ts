import 'server-only'

import type { Payload } from 'payload'

import { leadStatusLabels, type LeadUpdate } from '@/lib/leads/statuses'
import type { Lead, User } from '@/payload-types'
import { HttpError } from '@/server/api/http-error'
import { inTransaction } from '@/server/database/in-transaction'
import { lockLead } from '@/server/leads/locked-lead'
import { staffPeople } from '@/server/leads/desk'

export const staleLeadMessage =
  'Someone else changed this lead since you opened it. Reload it to see their change, then try again.'

/**
 * Applies a staff member's change to a lead and logs it as dated activity lines with who made it.
 * A note is always added (notes only append, so they merge); a status or owner change made on a
 * stale copy (its `updatedAt` is not the lead's) is refused with 409 instead of overwriting.
 */
export async function updateLead(
  payload: Payload,
  id: number,
  change: LeadUpdate,
  user: User,
): Promise<Lead> {
  await inTransaction(payload, { user }, async (req) => {
    const savedAt = await lockLead(req, id)
    if (!savedAt) throw new HttpError(404, 'Lead not found')
    const stale = change.updatedAt && new Date(change.updatedAt).getTime() !== savedAt.getTime()
    if (stale && (change.status || change.ownerId !== undefined)) {
      throw new HttpError(409, staleLeadMessage)
    }
    const lead = await payload.findByID({ collection: 'quote-requests', id, depth: 0, req })
    const at = new Date().toISOString()
    const lines: NonNullable<Lead['activity']> = []
    const data: Partial<Lead> = {}
    const log = (kind: 'status' | 'owner' | 'note', text: string) =>
      lines.push({ at, by: user.id, kind, text })

    if (change.status && change.status !== lead.status) {
      data.status = change.status
      if (!lead.firstResponseAt && lead.status === 'new') data.firstResponseAt = at
      log('status', `${leadStatusLabels[lead.status]} → ${leadStatusLabels[change.status]}`)
    }
    const ownerNow = typeof lead.owner === 'object' ? lead.owner?.id : lead.owner
    if (change.ownerId !== undefined && change.ownerId !== (ownerNow ?? null)) {
      const owner = change.ownerId === null ? null : await staffMember(payload, change.ownerId)
      data.owner = change.ownerId
      log('owner', owner ? `Assigned to ${owner}` : 'Unassigned')
    }
    if (change.note) log('note', change.note)
    // A note or a new status is staff acting on the lead: a waiting text counts as seen to.
    if (change.note || data.status) data.textWaitingSince = null

    if (lines.length === 0) return
    await payload.update({
      collection: 'quote-requests',
      id,
      data: { ...data, activity: [...(lead.activity ?? []), ...lines] },
      req,
      depth: 0,
    })
  })
  return payload.findByID({ collection: 'quote-requests', id, depth: 1 })
}

async function staffMember(payload: Payload, id: number): Promise<string> {
  const person = (await staffPeople(payload)).find((candidate) => candidate.id === id)
  if (!person) throw new HttpError(400, 'ownerId: must be a staff member')
  return person.name
}
