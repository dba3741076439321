import type { Lead, User } from '@/payload-types'
import { leadQueue, runLeadJobs } from '@/server/leads/notifications'

import { ensureFirstAccount, payload } from './requests'

/*
 * The lead routing's tests own the rotation while they run: everyone else is taken out of it and
 * put back afterwards, and the staff they create are deleted with their leads.
 */
let counter = 0
const address = (name: string) =>
  `${name}-${process.pid}-${Date.now()}-${counter++}@routing.test`.toLowerCase()

export const allDays: NonNullable<User['workDays']> = [
  'sun',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
]
export const managerAddress = `manager-${process.pid}@routing.test`

export async function routingStaff() {
  await ensureFirstAccount()
  const client = await payload()
  const { docs: others } = await client.find({
    collection: 'users',
    where: { takesLeads: { equals: true } },
    depth: 0,
    pagination: false,
  })
  for (const other of others) {
    await client.update({ collection: 'users', id: other.id, data: { takesLeads: false } })
  }
  const make = (firstName: string, data: Partial<User>) =>
    client.create({
      collection: 'users',
      data: {
        email: address(firstName),
        password: 'a-long-test-password',
        role: 'staff',
        firstName,
        ...data,
      },
    })
  const avery = await make('Avery', { takesLeads: true, workDays: allDays })
  const blake = await make('Blake', { takesLeads: true, workDays: allDays })
  // Off on Tuesdays.
  const casey = await make('Casey', {
    takesLeads: true,
    workDays: allDays.filter((day) => day !== 'tue'),
  })
  const manager = await make('Morgan', { email: managerAddress, takesLeads: false })
  const leads: number[] = []
  const settingsBefore = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: {
      routing: { autoReply: true, escalationMinutes: 15, managerEmail: managerAddress },
    },
  })
  return {
    avery,
    blake,
    casey,
    manager,
    leads,
    /** A lead as the contact form stores it, without its jobs: the tests run each step. */
    async lead(data: Partial<Lead> = {}) {
      const lead = await client.create({
        collection: 'quote-requests',
        data: {
          name: 'Pat Routing',
          email: address('shopper'),
          message: 'Routing test',
          status: 'new',
          notification: 'skipped',
          routing: { reply: 'pending', escalations: 0 },
          ...data,
        },
        depth: 0,
      })
      leads.push(lead.id)
      return lead
    },
    async cleanUp() {
      await client.delete({ collection: 'quote-requests', where: { id: { in: leads } } })
      await client.delete({
        collection: 'users',
        where: { id: { in: [avery.id, blake.id, casey.id, manager.id] } },
      })
      for (const other of others) {
        await client.update({ collection: 'users', id: other.id, data: { takesLeads: true } })
      }
      await client.updateGlobal({
        slug: 'lead-settings',
        data: { routing: settingsBefore.routing },
      })
    },
  }
}

export const ownerOf = (lead: Lead) =>
  typeof lead.owner === 'object' ? (lead.owner?.id ?? null) : (lead.owner ?? null)

/** Runs the lead queue until no job is left that could run now (the cron, in a test). */
export async function drainLeadJobs() {
  const client = await payload()
  for (let round = 0; round < 20; round++) {
    const { totalDocs } = await client.count({
      collection: 'payload-jobs',
      where: {
        queue: { equals: leadQueue },
        completedAt: { exists: false },
        hasError: { not_equals: true },
        processing: { equals: false },
        or: [
          { waitUntil: { exists: false } },
          { waitUntil: { less_than: new Date().toISOString() } },
        ],
      },
    })
    if (totalDocs === 0) return
    await runLeadJobs(client)
  }
}
