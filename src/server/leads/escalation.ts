import type { Payload } from 'payload'

import { businessMinutesBetween } from '@/lib/leads/business-hours'
import { addBusinessMinutes } from '@/lib/leads/business-minutes'
import { personAtTurn, rotationFor } from '@/lib/leads/rotation'
import { dealerTimeZone, localClock } from '@/lib/leads/business-hours'
import { personName } from '@/lib/leads/view'
import { readOpeningHours, type OpenSpan } from '@/lib/opening-hours'
import { leadsWaitingSince } from '@/server/database/quote-requests'
import { nextTurn, staffForRouting } from '@/server/leads/assign'
import { queueEscalationNotice, queueOwnerNotice } from '@/server/leads/notifications'
import { systemLine, withLockedLead } from '@/server/leads/locked-lead'

/* Two moves through the rotation, then the manager's account: escalation ends there. */
const movesBeforeManager = 2

/** When a lead held since `since` is due to move: business minutes, else (no hours) wall ones. */
const dueAt = (since: Date, minutes: number, hours: OpenSpan[]) =>
  addBusinessMinutes(since, minutes, hours) ?? new Date(since.getTime() + minutes * 60_000)

/**
 * Moves on every lead nobody touched within the escalation time (ADR 0024). Run on each tick of
 * the jobs cron by every instance: each move locks the lead's row and checks again that the lead
 * is still New, untouched and with the same owner and moves, so a lead moves once however many
 * instances look at it. Returns the ids of the leads moved.
 */
export async function escalateWaitingLeads(payload: Payload, now = new Date()): Promise<number[]> {
  const settings = await payload.findGlobal({ slug: 'lead-settings', depth: 0 })
  const minutes = settings.routing?.escalationMinutes ?? 15
  // Held for at least `minutes` on the wall clock: business minutes are never more, so the
  // business-hours check runs on these only.
  const before = new Date(now.getTime() - minutes * 60_000).toISOString()
  const rows = await leadsWaitingSince(payload.db.drizzle, before)
  if (rows.length === 0) return []
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const { spans } = readOpeningHours(site.hours)
  const moved: number[] = []
  for (const row of rows) {
    if (dueAt(row.assignedAt, minutes, spans).getTime() > now.getTime()) continue
    const expected = { owner: row.owner, escalations: row.escalations }
    if (await moveOn(payload, row.id, expected, settings.routing?.managerEmail, spans, now)) {
      moved.push(row.id)
    }
  }
  return moved
}

async function moveOn(
  payload: Payload,
  leadId: number,
  expected: { owner: number; escalations: number },
  managerEmail: string | null | undefined,
  spans: OpenSpan[],
  now: Date,
): Promise<boolean> {
  const result = await withLockedLead(payload, leadId, async (fresh, save, req) => {
    const owner = typeof fresh.owner === 'object' ? fresh.owner?.id : fresh.owner
    const moves = fresh.routing?.escalations ?? 0
    const touched = (fresh.activity ?? []).some((line) => line.by)
    if (
      fresh.status !== 'new' ||
      touched ||
      owner !== expected.owner ||
      moves !== expected.escalations
    ) {
      return false
    }
    const staff = await staffForRouting(payload, req)
    const nameOf = (id: number | null | undefined) => {
      const person = staff.find((candidate) => candidate.id === id)
      return person ? personName(person) : 'nobody'
    }
    const today = localClock(now.getTime(), dealerTimeZone).day
    const rotation = rotationFor(staff, today).filter((id) => id !== owner)
    const next =
      moves < movesBeforeManager && rotation.length
        ? personAtTurn(rotation, await nextTurn(req))
        : null
    const manager = managerEmail
      ? staff.find((person) => person.email.toLowerCase() === managerEmail.toLowerCase())
      : undefined
    const to = next ?? manager?.id ?? owner
    const how = next !== null ? 'escalation' : 'manager'
    const since = new Date(fresh.routing?.assignedAt ?? fresh.createdAt)
    const businessMinutes = Math.floor(businessMinutesBetween(since, now, spans))
    const waitedMinutes = Math.round((now.getTime() - new Date(fresh.createdAt).getTime()) / 60_000)
    const text =
      next !== null
        ? `Moved from ${nameOf(owner)} to ${nameOf(next)}: still New after ${businessMinutes} business minutes`
        : manager
          ? `Moved from ${nameOf(owner)} to the manager, ${nameOf(manager.id)}: still New after ${businessMinutes} business minutes`
          : `Still New after ${businessMinutes} business minutes; no staff account has the manager address, so it stays with ${nameOf(owner)}`
    await save(
      {
        owner: to,
        routing: {
          ...fresh.routing,
          assignedHow: how,
          assignedAt: now.toISOString(),
          escalations: moves + 1,
        },
      },
      [systemLine('escalated', text, now)],
    )
    if (to !== owner) await queueOwnerNotice(payload, leadId, to, req)
    if (managerEmail) {
      await queueEscalationNotice(
        payload,
        { leadId, userId: to, fromUserId: owner, waitedMinutes, businessMinutes },
        req,
      )
    }
    return true
  })
  return result === true
}
