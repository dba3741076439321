import type { Payload, PayloadRequest } from 'payload'

import type { Lead } from '@/payload-types'
import { repliedToMailboxSince, tryLockMailbox } from '@/server/database/quote-requests'
import { transactionDb } from '@/server/internals/transaction-db'
import { systemLine, withLockedLead } from '@/server/leads/locked-lead'
import { autoReplyFor } from '@/server/leads/reply-content'
import { serviceInviteFor } from '@/server/leads/service-invite'
import { mailConfigured, notifyStaff } from '@/server/notify'
import { dayMs } from '@/lib/durations'

const perAddressMs = dayMs

/*
 * Another lead of this mailbox replied to, or being replied to, in the last 24 hours.
 * A reply being sent holds `replyAt` while still pending, and leads of one address decide one at
 * a time (a lock on the address), so two leads sent at once cannot both get one.
 */
async function recentReply(req: PayloadRequest, lead: Lead, now: Date) {
  const db = await transactionDb(req)
  // Another lead of this address is deciding right now: this attempt gives up and the queue
  // retries it, rather than hold a database connection while it waits (a bot sending one address
  // from many clients must not starve the contact form of connections).
  if (!(await tryLockMailbox(db, lead.email))) return 'busy'
  const since = new Date(now.getTime() - perAddressMs).toISOString()
  return repliedToMailboxSince(db, lead, since)
}

type Claim = { go: true } | { go: false; status: string }

/** Decides whether the lead gets a reply now; any reason it does not is written on the lead. */
function claimReply(payload: Payload, leadId: number, now: Date, lastTry: boolean) {
  return withLockedLead<Claim>(payload, leadId, async (lead, save, req) => {
    const settled = { go: false, status: lead.routing?.reply ?? 'none' } as const
    if (lead.routing?.reply !== 'pending') return settled
    const skip = async (why: string) => {
      await save({ routing: { ...lead.routing, reply: 'skipped' } }, [
        systemLine('reply', `No reply sent: ${why}`, now),
      ])
      return { go: false, status: 'skipped' } as const
    }
    const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0, req })
    if (settings.routing?.autoReply === false) return skip('the reply is off in Lead settings')
    if (!mailConfigured(payload)) return skip('no SMTP server is configured')
    const earlier = await recentReply(req, lead, now)
    if (earlier === 'busy') {
      // The last try writes why, so no lead is left 'pending' for ever (issue 38).
      if (lastTry) return skip('another reply to this address was being decided at every try')
      throw new Error(`Lead ${leadId}: another reply to this address is being decided`)
    }
    if (earlier !== null) {
      return skip(`this address got a reply less than 24 hours ago (lead ${earlier})`)
    }
    await save({ routing: { ...lead.routing, replyAt: now.toISOString() } })
    return { go: true } as const
  })
}

/**
 * One attempt at the reply to the shopper (ADR 0024). A failure gives the address back, is
 * thrown for the queue to retry, and is written on the lead at the last try: every stored lead
 * ends with a reply or a recorded reason.
 */
export async function replyToShopper(
  payload: Payload,
  leadId: number,
  lastTry: boolean,
  now = new Date(),
): Promise<string> {
  const claim = await claimReply(payload, leadId, now, lastTry)
  if (!claim) return 'lead deleted'
  if (!claim.go) return claim.status
  const lead = await payload.findByID({ collection: 'quote-requests', id: leadId, depth: 1 })
  const { replyTo, ...mail } = await autoReplyFor(payload, lead)
  const result = await notifyStaff(payload, {
    to: lead.email,
    ...mail,
    ...(replyTo ? { replyTo } : {}),
    // A service booking's reply carries its calendar invite (ADR 0045).
    ...(await serviceInviteFor(payload, lead)),
  })
  await withLockedLead(payload, leadId, async (locked, save) => {
    if (result.status === 'sent') {
      await save({ routing: { ...locked.routing, reply: 'sent', replyAt: now.toISOString() } }, [
        systemLine('reply', 'Reply sent to the shopper'),
      ])
    } else if (lastTry) {
      await save({ routing: { ...locked.routing, reply: 'failed', replyAt: null } }, [
        systemLine('reply', `No reply sent: ${result.error ?? 'the mail server failed'}`),
      ])
    } else {
      await save({ routing: { ...locked.routing, replyAt: null } })
    }
  })
  if (result.status === 'failed') throw new Error(`Lead ${leadId}: reply attempt failed`)
  return 'sent'
}
