import type { Payload, PayloadRequest } from 'payload'

import type { Lead } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'
import { lockLeadRow } from '@/server/database/quote-requests'
import { transactionDb } from '@/server/internals/transaction-db'

type Activity = NonNullable<Lead['activity']>[number]
export type SystemKind = 'assigned' | 'reply' | 'notified' | 'escalated'

/*
 * Locks the lead's row for this transaction and says when it was last saved: the lead desk and the
 * routing jobs take turns on a lead, so no one's activity line or change is lost to another's.
 */
export async function lockLead(req: PayloadRequest, id: number): Promise<Date | null> {
  return lockLeadRow(await transactionDb(req), id)
}

/** A line of the timeline written by the routing: no `by`, the desk shows it 'by the system'. */
export const systemLine = (kind: SystemKind, text: string, at = new Date()): Activity => ({
  at: at.toISOString(),
  by: null,
  kind,
  text,
})

/**
 * Runs `work` on the lead with its row locked, in a transaction of its own; null when the lead is
 * gone. `save` writes data and appends activity lines in that transaction.
 */
export async function withLockedLead<T>(
  payload: Payload,
  id: number,
  work: (
    lead: Lead,
    save: (data: Partial<Lead>, lines?: Activity[]) => Promise<void>,
    req: PayloadRequest,
  ) => Promise<T>,
): Promise<T | null> {
  return inTransaction(payload, {}, async (req) => {
    if (!(await lockLead(req, id))) return null
    const lead = await payload.findByID({ collection: 'quote-requests', id, depth: 0, req })
    const save = async (data: Partial<Lead>, lines: Activity[] = []) => {
      await payload.update({
        collection: 'quote-requests',
        id,
        data: lines.length ? { ...data, activity: [...(lead.activity ?? []), ...lines] } : data,
        req,
        overrideAccess: true,
        depth: 0,
      })
    }
    return work(lead, save, req)
  })
}

/** Appends system lines to a lead's timeline. */
export const appendSystemLines = (payload: Payload, id: number, lines: Activity[]) =>
  withLockedLead(payload, id, (_lead, save) => save({}, lines))
