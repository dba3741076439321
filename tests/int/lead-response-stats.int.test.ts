import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { LeadClock } from '@/lib/leads/view'
import { readOpeningHours } from '@/lib/opening-hours'
import type { User } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/site'
import { findLead, leadSummary } from '@/server/leads/desk'

import { ensureFirstAccount, payload } from './helpers/requests'

/*
 * Who answers how fast, per owner (src/lib/leads/response-stats.ts), read by the leads service
 * from real rows. The clock is controlled: the seeded hours, a 2 h target, and a "now" in June
 * 2023, long before any other test's leads, so the 30 days hold this file's leads only.
 */
const clock: LeadClock = {
  targetMinutes: 120,
  hours: readOpeningHours(siteSettingsSeed.hours).spans,
}
const now = new Date('2023-06-15T20:00:00Z') // Thursday 4:00 PM EDT
const tag = `${process.pid}-${Date.now()}`

let sam: User, anon: User
const leadIds: number[] = []

async function lead(owner: User | null, createdAt: string, firstResponseAt: string | null) {
  const client = await payload()
  const created = await client.create({
    collection: 'quote-requests',
    data: {
      name: 'Stats Shopper',
      email: 'stats@example.com',
      message: `Response stats ${tag}`,
      owner: owner?.id ?? null,
      createdAt,
      firstResponseAt,
      status: firstResponseAt ? 'contacted' : 'new',
      notification: 'skipped',
    },
  })
  leadIds.push(created.id)
  return created
}

beforeAll(async () => {
  await ensureFirstAccount()
  const client = await payload()
  const user = (email: string, firstName?: string) =>
    client.create({
      collection: 'users',
      data: { email, firstName, password: 'a-long-test-password', role: 'staff' },
    })
  sam = await user(`sam-${tag}@test.local`, `Sam ${tag}`)
  anon = await user(`anon-${tag}@test.local`)
  // Tuesday 13 June 2023, 10:00 AM EDT: answered after 5 and 20 minutes, and not at all.
  await lead(sam, '2023-06-13T14:00:00.000Z', '2023-06-13T14:05:00.000Z')
  await lead(sam, '2023-06-13T14:00:00.000Z', '2023-06-13T14:20:00.000Z')
  await lead(sam, '2023-06-13T14:00:00.000Z', null)
  // 5:50 PM Wednesday, answered 8:04 AM Thursday: 14 business minutes across the night.
  await lead(anon, '2023-06-14T21:50:00.000Z', '2023-06-15T12:04:00.000Z')
  // Before the 30 days, and one nobody owns: in no one's figures.
  await lead(sam, '2023-05-01T14:00:00.000Z', '2023-05-01T14:01:00.000Z')
  await lead(null, '2023-06-13T14:00:00.000Z', null)
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'quote-requests', where: { id: { in: leadIds } } })
  await client.delete({ collection: 'users', where: { id: { in: [sam.id, anon.id] } } })
})

describe('response times per person', () => {
  it('gives each owner of the last 30 days their leads, median and shares, in business minutes', async () => {
    const { last30Days } = await leadSummary(await payload(), clock, now)
    const mine = last30Days.byPerson.filter(({ person }) => [sam.id, anon.id].includes(person.id))
    expect(mine).toEqual([
      {
        person: { id: anon.id, name: anon.email },
        leads: 1,
        answered: 1,
        medianBusinessMinutes: 14,
        p90BusinessMinutes: 14,
        within15Share: 1,
        withinTargetShare: 1,
      },
      {
        person: { id: sam.id, name: `Sam ${tag}` },
        leads: 3,
        answered: 2,
        medianBusinessMinutes: 13,
        p90BusinessMinutes: 19,
        within15Share: 1 / 3,
        withinTargetShare: 2 / 3,
      },
    ])
  })
})

describe("a lead's own address", () => {
  it('reads the lead with its owner, and nothing for a lead that does not exist', async () => {
    const client = await payload()
    const found = await findLead(client, leadIds[0]!)
    expect(found?.owner).toMatchObject({ id: sam.id, firstName: `Sam ${tag}` })
    expect(await findLead(client, 2_000_000_000)).toBeNull()
  })
})
