import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { mailText, startSmtpCapture } from '../support/smtp-capture'

/*
 * No lead falls between days (ADR 0024): a store open on Saturday gets new accounts that work
 * Saturday, and a lead on a day nobody takes leads goes to the next day's rotation, whose person
 * is e-mailed at once. Real SMTP (a local sink); modules imported after the environment is set.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

const { ensureFirstAccount, payload } = await import('./helpers/requests')
const { ownerOf } = await import('./helpers/routing-fixtures')
const { assignLead } = await import('@/server/leads/assign')
const { runLeadJobs } = await import('@/server/leads/notifications')

// Weekdays 9 to 6, Saturday 9 to 4, closed Sunday (America/New_York; EST is UTC-5).
const hours = [
  { days: 'Mon-Fri', opens: '9:00 AM', closes: '6:00 PM' },
  { days: 'Sat', opens: '9:00 AM', closes: '4:00 PM' },
  { days: 'Sun', opens: 'Closed', closes: 'Closed' },
]
const saturday10am = new Date('2026-11-28T15:00:00Z')
const sunday11am = new Date('2026-11-29T16:00:00Z')

const run = `${process.pid}-${Date.now()}`
let hoursBefore: SiteSetting['hours']
let others: number[] = []
const people: number[] = []
const leads: number[] = []

beforeAll(async () => {
  await ensureFirstAccount()
  const client = await payload()
  hoursBefore = (await client.findGlobal({ slug: 'site-settings', depth: 0 })).hours
  await client.updateGlobal({ slug: 'site-settings', data: { hours } })
  const { docs } = await client.find({
    collection: 'users',
    where: { takesLeads: { equals: true } },
    pagination: false,
    depth: 0,
  })
  others = docs.map((user) => user.id)
  if (others.length) {
    await client.update({
      collection: 'users',
      where: { id: { in: others } },
      data: { takesLeads: false },
    })
  }
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'quote-requests', where: { id: { in: leads } } })
  await client.delete({ collection: 'users', where: { id: { in: people } } })
  if (others.length) {
    await client.update({
      collection: 'users',
      where: { id: { in: others } },
      data: { takesLeads: true },
    })
  }
  await client.updateGlobal({ slug: 'site-settings', data: { hours: hoursBefore } })
  await smtp.close()
})

/** A staff account as an admin adds it: the defaults, and 'Takes new leads' ticked. */
async function newStaff(firstName: string) {
  const user = await (
    await payload()
  ).create({
    collection: 'users',
    data: {
      email: `${firstName.toLowerCase()}-${run}@routing.test`,
      password: 'a-long-test-password',
      role: 'staff',
      firstName,
      takesLeads: true,
    },
  })
  people.push(user.id)
  return user
}

async function newLead() {
  const lead = await (
    await payload()
  ).create({
    collection: 'quote-requests',
    data: {
      name: 'Pat Weekend',
      email: `shopper-${run}-${leads.length}@routing.test`,
      message: 'Open today?',
      status: 'new',
      notification: 'skipped',
      routing: { reply: 'pending', escalations: 0 },
    },
    depth: 0,
  })
  leads.push(lead.id)
  return lead
}

const stored = async (id: number) =>
  (await payload()).findByID({ collection: 'quote-requests', id, depth: 0 })

describe('every lead has an owner, whatever the day', () => {
  it('new accounts work the days the store opens, so Saturday leads are assigned', async () => {
    const riley = await newStaff('Riley')
    const sam = await newStaff('Sam')
    expect(riley.workDays).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'])
    const owners = []
    for (const lead of [await newLead(), await newLead()]) {
      const jobs = await assignLead(await payload(), lead.id, saturday10am)
      expect(jobs).toHaveLength(1)
      const after = await stored(lead.id)
      expect(after.activity?.[0]?.text).toMatch(/^Assigned to (Riley|Sam) by the rotation$/)
      owners.push(ownerOf(after))
    }
    expect(owners.sort()).toEqual([riley.id, sam.id].sort())
  })

  it('a Sunday lead goes to the next day’s rotation, and its owner is e-mailed at once', async () => {
    const lead = await newLead()
    const jobs = (await assignLead(await payload(), lead.id, sunday11am)) ?? []
    const after = await stored(lead.id)
    const owner = await (
      await payload()
    ).findByID({ collection: 'users', id: ownerOf(after)!, depth: 0 })
    expect(people).toContain(owner.id)
    expect(after.activity?.[0]?.text).toBe(
      `Assigned to ${owner.firstName} by Monday's rotation: nobody takes new leads today`,
    )
    expect(jobs).toHaveLength(1)
    await runLeadJobs(await payload(), jobs)
    const mails = smtp.to(owner.email).map(mailText)
    expect(mails.some((text) => text.includes(`/admin/leads/${lead.id}`))).toBe(true)
  })
})
