import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { mailText, startSmtpCapture } from '../support/smtp-capture'

/*
 * Who gets a lead and when it moves on (ADR 0024), with a controlled clock: round-robin, the
 * same shopper's owner, escalation in business minutes, the manager's e-mail and account. Real
 * SMTP (a local sink) for the e-mails; the app modules read the environment once, so they are
 * imported after it is set.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

const { payload } = await import('./helpers/requests')
const { drainLeadJobs, managerAddress, ownerOf, routingStaff } =
  await import('./helpers/routing-fixtures')
const { assignLead } = await import('@/server/leads/assign')
const { escalateWaitingLeads } = await import('@/server/leads/escalation')

let team: Awaited<ReturnType<typeof routingStaff>>
let hoursBefore: SiteSetting['hours']

// Weekdays 9 to 5, Saturday 9 to 1 (America/New_York; EST is UTC-5 in November 2025).
const hours = [
  { days: 'Mon-Fri', opens: '9:00 AM', closes: '5:00 PM' },
  { days: 'Sat', opens: '9:00 AM', closes: '1:00 PM' },
  { days: 'Sun', opens: 'Closed', closes: 'Closed' },
]
const tuesday10am = new Date('2025-11-18T15:00:00Z')
const later = (from: Date, minutes: number, seconds = 0) =>
  new Date(from.getTime() + minutes * 60_000 + seconds * 1000)

beforeAll(async () => {
  const client = await payload()
  hoursBefore = (await client.findGlobal({ slug: 'site-settings', depth: 0 })).hours
  await client.updateGlobal({ slug: 'site-settings', data: { hours } })
  team = await routingStaff()
})

afterAll(async () => {
  await team.cleanUp()
  await (await payload()).updateGlobal({ slug: 'site-settings', data: { hours: hoursBefore } })
  await smtp.close()
})

const stored = async (id: number) =>
  (await payload()).findByID({ collection: 'quote-requests', id, depth: 0 })

/** A lead its owner has had since `since`, as the rotation left it. */
const heldLead = (owner: number, since: Date) =>
  team.lead({
    owner,
    routing: {
      assignedHow: 'rotation',
      assignedAt: since.toISOString(),
      escalations: 0,
      reply: 'sent',
    },
  })

describe('assignment (ADR 0024)', () => {
  it('goes round-robin among those who take leads and work today, skipping the one off', async () => {
    const owners: number[] = []
    for (let index = 0; index < 4; index++) {
      const lead = await team.lead()
      await assignLead(await payload(), lead.id, tuesday10am)
      owners.push(ownerOf(await stored(lead.id))!)
    }
    // Casey is off on Tuesdays: Avery and Blake take turns.
    expect(new Set(owners)).toEqual(new Set([team.avery.id, team.blake.id]))
    expect(owners[0]).not.toBe(owners[1])
    expect(owners[2]).toBe(owners[0])
    expect(owners[3]).toBe(owners[1])
    const wednesday = later(tuesday10am, 24 * 60)
    const more: number[] = []
    for (let index = 0; index < 3; index++) {
      const lead = await team.lead()
      await assignLead(await payload(), lead.id, wednesday)
      more.push(ownerOf(await stored(lead.id))!)
    }
    expect(new Set(more)).toEqual(new Set([team.avery.id, team.blake.id, team.casey.id]))
  })

  it('writes the assignment as a system line, and no first response', async () => {
    const lead = await team.lead()
    await assignLead(await payload(), lead.id, tuesday10am)
    const after = await stored(lead.id)
    expect(after.routing).toMatchObject({ assignedHow: 'rotation' })
    expect(after.activity).toEqual([
      expect.objectContaining({
        kind: 'assigned',
        by: null,
        text: expect.stringMatching(/^Assigned to (Avery|Blake) by the rotation$/),
      }),
    ])
    expect(after.firstResponseAt).toBeFalsy()
  })

  it("gives the same shopper's next lead to the owner of their open lead, and links the two", async () => {
    const first = await team.lead({ email: 'Same.Shopper@Example.com' })
    await assignLead(await payload(), first.id, tuesday10am)
    const owner = ownerOf(await stored(first.id))
    for (let index = 0; index < 3; index++) {
      const next = await team.lead({ email: 'same.shopper@example.com' })
      await assignLead(await payload(), next.id, later(tuesday10am, index + 1))
      const after = await stored(next.id)
      expect(ownerOf(after)).toBe(owner)
      expect(after.routing?.assignedHow).toBe('shopper')
    }
    const second = await stored(team.leads.at(-3)!)
    expect(second.sameShopperAs).toBe(first.id)
    const linked = await (
      await payload()
    ).findByID({ collection: 'quote-requests', id: first.id, depth: 0 })
    expect(linked.sameShopperLater?.docs).toContain(second.id)
  })

  it('gives the lead to an admin, saying why, when nobody takes leads on any day', async () => {
    const client = await payload()
    const all = [team.avery.id, team.blake.id, team.casey.id]
    await client.update({
      collection: 'users',
      where: { id: { in: all } },
      data: { takesLeads: false },
    })
    try {
      const lead = await team.lead()
      await assignLead(client, lead.id, tuesday10am)
      const after = await stored(lead.id)
      const owner = await client.findByID({ collection: 'users', id: ownerOf(after)!, depth: 0 })
      expect(owner.role).toBe('admin')
      expect(after.activity?.[0]?.text).toMatch(/as an admin: nobody takes new leads on any day$/)
    } finally {
      await client.update({
        collection: 'users',
        where: { id: { in: all } },
        data: { takesLeads: true },
      })
    }
  })
})

describe('escalation (ADR 0024)', () => {
  it('moves a lead still New exactly at 15 business minutes, and e-mails the manager', async () => {
    const lead = await heldLead(team.avery.id, tuesday10am)
    const client = await payload()
    expect(await escalateWaitingLeads(client, later(tuesday10am, 14, 59))).not.toContain(lead.id)
    expect(await escalateWaitingLeads(client, later(tuesday10am, 15))).toContain(lead.id)
    const after = await stored(lead.id)
    expect(ownerOf(after)).toBe(team.blake.id)
    expect(after.routing).toMatchObject({ assignedHow: 'escalation', escalations: 1 })
    expect(after.activity?.at(-1)).toMatchObject({
      kind: 'escalated',
      by: null,
      text: 'Moved from Avery to Blake: still New after 15 business minutes',
    })
    // Several instances look at once: the lead moves once.
    const again = await Promise.all(
      [1, 2, 3].map(() => escalateWaitingLeads(client, later(tuesday10am, 15))),
    )
    expect(again.flat()).not.toContain(lead.id)

    await drainLeadJobs()
    const toManager = smtp.to(managerAddress).map(mailText)
    const mail = toManager.find((text) => text.includes(`Lead ${lead.id} `))
    expect(mail).toMatch(new RegExp(`^Subject: Lead ${lead.id} moved from Avery to Blake`, 'm'))
    expect(mail).toContain('Avery had it for 15 min of business hours')
    expect(mail).toContain(`/admin/leads/${lead.id}`)
    const toBlake = smtp.to(team.blake.email).map(mailText)
    expect(
      toBlake.some((text) => text.includes(`http://localhost:3000/admin/leads/${lead.id}`)),
    ).toBe(true)
    const lines = (await stored(lead.id)).activity ?? []
    expect(
      lines
        .filter((line) => line.kind === 'notified')
        .map((line) => line.text)
        .sort(),
    ).toEqual(['E-mailed Blake that the lead is theirs', 'E-mailed the manager'])
  })

  it("goes to the manager's account after two moves, and then stays there", async () => {
    const client = await payload()
    const lead = await heldLead(team.avery.id, tuesday10am)
    await escalateWaitingLeads(client, later(tuesday10am, 15))
    await escalateWaitingLeads(client, later(tuesday10am, 30))
    const second = ownerOf(await stored(lead.id))
    expect([team.avery.id, team.blake.id]).toContain(second)
    await escalateWaitingLeads(client, later(tuesday10am, 45))
    const after = await stored(lead.id)
    expect(ownerOf(after)).toBe(team.manager.id)
    expect(after.routing).toMatchObject({ assignedHow: 'manager', escalations: 3 })
    const secondName = second === team.avery.id ? 'Avery' : 'Blake'
    expect(after.activity?.at(-1)?.text).toBe(
      `Moved from ${secondName} to the manager, Morgan: still New after 15 business minutes`,
    )
    expect(await escalateWaitingLeads(client, later(tuesday10am, 600))).not.toContain(lead.id)
  })

  it('counts business minutes across closing: a 4:55 PM lead moves 10 minutes after the opening', async () => {
    const client = await payload()
    const fourFiftyFive = new Date('2025-11-18T21:55:00Z')
    const fourFiftyNine = new Date('2025-11-18T21:59:00Z')
    const early = await heldLead(team.avery.id, fourFiftyFive)
    const late = await heldLead(team.avery.id, fourFiftyNine)
    // Wednesday 9:00 AM EST is 14:00Z.
    const moved = async (at: string) => escalateWaitingLeads(client, new Date(at))
    expect(await moved('2025-11-18T23:59:00Z')).not.toContain(early.id)
    expect(await moved('2025-11-19T14:09:59Z')).not.toContain(early.id)
    expect(await moved('2025-11-19T14:10:00Z')).toContain(early.id)
    // 4:59 PM: 1 minute before closing, 14 after the opening.
    expect(await moved('2025-11-19T14:13:59Z')).not.toContain(late.id)
    expect(await moved('2025-11-19T14:14:00Z')).toContain(late.id)
  })

  it('stops the moment anyone acts on the lead', async () => {
    const client = await payload()
    const noted = await heldLead(team.avery.id, tuesday10am)
    await client.update({
      collection: 'quote-requests',
      id: noted.id,
      data: {
        activity: [
          {
            at: later(tuesday10am, 3).toISOString(),
            by: team.avery.id,
            kind: 'note',
            text: 'Called, left a voicemail',
          },
        ],
      },
    })
    const contacted = await heldLead(team.avery.id, tuesday10am)
    await client.update({
      collection: 'quote-requests',
      id: contacted.id,
      data: { status: 'contacted' },
    })
    const moved = await escalateWaitingLeads(client, later(tuesday10am, 120))
    expect(moved).not.toContain(noted.id)
    expect(moved).not.toContain(contacted.id)
    expect(ownerOf(await stored(noted.id))).toBe(team.avery.id)
  })
})
