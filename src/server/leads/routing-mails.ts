import type { Payload } from 'payload'

import { escalationEmail, ownerEmail, ownerTextEmail } from '@/lib/leads/routing-emails'
import { personName } from '@/lib/leads/view'
import type { Lead } from '@/payload-types'
import { appendSystemLines, systemLine } from '@/server/leads/locked-lead'
import type { NotifyLeadInput } from '@/server/leads/types'
import { mailConfigured, notifyStaff } from '@/server/notify'
import { absoluteUrl } from '@/server/site-url'

/** The one-tap link in the owner's e-mail: the lead at the desk, through sign-in if need be. */
export const leadDeskUrl = (leadId: number) => absoluteUrl(`/admin/leads/${leadId}`)

async function person(payload: Payload, id: number | null | undefined) {
  if (!id) return null
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, disableErrors: true })
    .catch(() => null)
  return user ? { email: user.email, name: personName(user) } : null
}

/**
 * One attempt at a routing e-mail (ADR 0024): 'owner' tells the person a lead was given to,
 * 'owner-text' tells them the shopper texted on it (ADR 0046), 'escalation' tells the manager
 * address that a lead moved on. Each outcome is a line on the lead's timeline; a failure is
 * thrown so the queue retries it, and written on the last try.
 */
export async function sendRoutingMail(
  payload: Payload,
  lead: Lead,
  input: NotifyLeadInput,
  lastTry: boolean,
): Promise<string> {
  const note = (text: string) => appendSystemLines(payload, lead.id, [systemLine('notified', text)])
  const to = await person(payload, input.userId)
  let mail: { to: string; subject: string; text: string; who: string } | null = null
  if (input.kind === 'owner' && to) {
    mail = { to: to.email, who: to.name, ...ownerEmail(lead, leadDeskUrl(lead.id)) }
  }
  if (input.kind === 'owner-text' && to) {
    mail = { to: to.email, who: to.name, ...ownerTextEmail(lead, leadDeskUrl(lead.id)) }
  }
  if (input.kind === 'escalation') {
    const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
    const manager = settings.routing?.managerEmail
    const from = await person(payload, input.fromUserId)
    if (manager) {
      const move = {
        from: from?.name ?? 'nobody',
        to: to?.name ?? 'nobody',
        waitedMinutes: input.waitedMinutes ?? 0,
        businessMinutes: input.businessMinutes ?? 0,
      }
      mail = {
        to: manager,
        who: 'the manager',
        ...escalationEmail(lead, move, leadDeskUrl(lead.id)),
      }
    }
  }
  if (!mail) return 'skipped'
  if (!mailConfigured(payload)) {
    await note(`Not e-mailed to ${mail.who}: no SMTP server is configured`)
    return 'skipped'
  }
  const { to: address, subject, text, who } = mail
  const result = await notifyStaff(payload, { to: address, subject, text })
  if (result.status === 'failed') {
    if (lastTry) await note(`Could not e-mail ${who}: ${result.error ?? 'unknown error'}`)
    throw new Error(`Lead ${lead.id}: ${input.kind} e-mail failed`)
  }
  const lines: Record<string, string> = {
    owner: `E-mailed ${who} that the lead is theirs`,
    'owner-text': `E-mailed ${who} about the shopper's text`,
  }
  await note(lines[input.kind ?? ''] ?? 'E-mailed the manager')
  return 'sent'
}
