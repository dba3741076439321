import type { Payload, PayloadRequest } from 'payload'

import { dealerTimeZone, localClock } from '@/lib/leads/business-hours'
import { personAtTurn, takersOn, type Takers } from '@/lib/leads/rotation'
import { weekdayOf, weekdayOptions } from '@/lib/leads/weekdays'
import { personName } from '@/lib/leads/view'
import type { Lead, User } from '@/payload-types'
import { nextRotationTurn } from '@/server/database/lead-rotation-turn'
import { sameShopperOpenLead } from '@/server/database/quote-requests'
import { transactionDb } from '@/server/internals/transaction-db'
import { queueOwnerNotice } from '@/server/leads/notifications'
import { systemLine, withLockedLead } from '@/server/leads/locked-lead'
import { dayMs } from '@/lib/durations'

const sameShopperDays = 30

/** Staff accounts as the rotation reads them. */
export async function staffForRouting(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['staff', 'admin'] } },
    select: { email: true, firstName: true, role: true, takesLeads: true, workDays: true },
    sort: 'id',
    pagination: false,
    depth: 0,
    req,
  })
  return docs as Pick<User, 'id' | 'email' | 'firstName' | 'role' | 'takesLeads' | 'workDays'>[]
}

/** The rotation's next turn, taken in `req`'s transaction. */
export async function nextTurn(req: PayloadRequest): Promise<number> {
  return nextRotationTurn(await transactionDb(req))
}

/** The shopper's (same e-mail, any case) latest open lead of the last 30 days with an owner. */
async function sameShopperLead(lead: Lead, now: Date, req: PayloadRequest) {
  const since = new Date(now.getTime() - sameShopperDays * dayMs).toISOString()
  return sameShopperOpenLead(await transactionDb(req), lead, since)
}

/* The end of the assignment line: why this person. */
function howChosen(takers: NonNullable<Takers>, today: number) {
  if (takers.who === 'admins') return 'as an admin: nobody takes new leads on any day'
  if (takers.daysOn === 0) return 'by the rotation'
  const day = weekdayOptions.find(({ value }) => value === weekdayOf(today + takers.daysOn))!.label
  return `by ${day}'s rotation: nobody takes new leads today`
}

/**
 * Gives a new lead its owner (ADR 0024): the owner of the same shopper's open lead when they
 * still take leads, else the next person in the rotation of those who work today; on a day
 * nobody does, of the next day someone does, else an admin, so every lead has an
 * owner and the owner's e-mail, sent at once, whatever the day. Done once: a lead the routing
 * already handled is left as it is. Returns the ids of the jobs that e-mail the owner.
 */
export async function assignLead(payload: Payload, leadId: number, now = new Date()) {
  return withLockedLead(payload, leadId, async (lead, save, req) => {
    if (lead.routing?.assignedHow || lead.owner) return []
    const staff = await staffForRouting(payload, req)
    const nameOf = (id: number) => personName(staff.find((person) => person.id === id)!)
    const takesLeads = (id: number) => staff.some((person) => person.id === id && person.takesLeads)
    const at = now.toISOString()

    const earlier = await sameShopperLead(lead, now, req)
    if (earlier && takesLeads(earlier.owner)) {
      await save(
        {
          owner: earlier.owner,
          sameShopperAs: earlier.id,
          routing: { ...lead.routing, assignedHow: 'shopper', assignedAt: at },
        },
        [
          systemLine(
            'assigned',
            `Assigned to ${nameOf(earlier.owner)}: the same shopper's lead ${earlier.id} is theirs`,
            now,
          ),
        ],
      )
      return [await queueOwnerNotice(payload, lead.id, earlier.owner, req)]
    }
    const today = localClock(now.getTime(), dealerTimeZone).day
    const takers = takersOn(staff, today)
    const owner = takers ? personAtTurn(takers.rotation, await nextTurn(req)) : null
    if (owner === null) {
      await save(
        {
          ...(earlier ? { sameShopperAs: earlier.id } : {}),
          routing: { ...lead.routing, assignedHow: 'none', assignedAt: at },
        },
        [systemLine('assigned', 'Not assigned: nobody takes new leads and there is no admin', now)],
      )
      return []
    }
    await save(
      {
        owner,
        ...(earlier ? { sameShopperAs: earlier.id } : {}),
        routing: { ...lead.routing, assignedHow: 'rotation', assignedAt: at },
      },
      [systemLine('assigned', `Assigned to ${nameOf(owner)} ${howChosen(takers!, today)}`, now)],
    )
    return [await queueOwnerNotice(payload, lead.id, owner, req)]
  })
}
