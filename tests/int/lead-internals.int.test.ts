import config from '@payload-config'
import { REST_PATCH } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PATCH as deskPatch } from '@/app/api/leads/[id]/route'
import type { Lead } from '@/payload-types'

import { jsonRequest, payload, routeParams, signedInHeaders } from './helpers/requests'

/*
 * What the lead desk and the lead e-mails record about a lead is written by them alone (ADR 0021):
 * /cms/api takes a staff member's or an admin's PATCH of the visitor's details, and leaves the
 * status, owner, activity, first response, arrival time and e-mail state as they were.
 */
const restPatch = REST_PATCH(config)
const internals = [
  'status',
  'owner',
  'activity',
  'firstResponseAt',
  'createdAt',
  'notification',
  'notificationAttempts',
  'notificationError',
  'unit',
  'source',
  'routing',
  'sameShopperAs',
] as const

let staff: Headers, admin: Headers
const created: number[] = []

beforeAll(async () => {
  ;[staff, admin] = await Promise.all([signedInHeaders('staff'), signedInHeaders('admin')])
})

afterAll(async () => {
  await (await payload()).delete({ collection: 'quote-requests', where: { id: { in: created } } })
})

async function newLead(): Promise<Lead> {
  const lead = await (
    await payload()
  ).create({
    collection: 'quote-requests',
    data: {
      name: 'Pat Internals',
      email: 'pat@example.com',
      message: 'Lead internals',
      status: 'new',
      notification: 'pending',
      notificationAttempts: 0,
    },
    depth: 0,
  })
  created.push(lead.id)
  return lead
}

const stored = async (id: number) =>
  (await payload()).findByID({ collection: 'quote-requests', id, depth: 0 })

const pick = (lead: Lead) => Object.fromEntries(internals.map((key) => [key, lead[key]]))

const me = async (headers: Headers) =>
  (await (await payload()).auth({ headers })).user!.id as number

const forged = (userId: number) => ({
  phone: '(410) 555-0199',
  status: 'won',
  owner: userId,
  activity: [{ at: '2020-01-01T00:00:00.000Z', by: userId, kind: 'note', text: 'Forged note' }],
  firstResponseAt: '2020-01-01T00:01:00.000Z',
  createdAt: '2020-01-01T00:00:00.000Z',
  notification: 'sent',
  notificationAttempts: 9,
  notificationError: 'forged',
  source: { page: 'https://forged.example/' },
  routing: { assignedHow: 'manager', escalations: 9, reply: 'sent' },
})

describe('PATCH /cms/api/quote-requests', () => {
  it.each([
    ['staff', () => staff],
    ['an admin', () => admin],
  ])('by %s corrects the phone but writes none of the lead internals', async (_, headers) => {
    const lead = await newLead()
    const response = await restPatch(
      jsonRequest(
        `/cms/api/quote-requests/${lead.id}`,
        'PATCH',
        forged(await me(headers())),
        headers(),
      ),
      { params: Promise.resolve({ slug: ['quote-requests', String(lead.id)] }) },
    )
    expect(response.status).toBe(200)
    const after = await stored(lead.id)
    expect(after.phone).toBe('(410) 555-0199')
    expect(pick(after)).toEqual(pick(lead))
  })

  it('by query writes none of the lead internals either', async () => {
    const lead = await newLead()
    const response = await restPatch(
      jsonRequest(
        `/cms/api/quote-requests?where[id][equals]=${lead.id}`,
        'PATCH',
        forged(await me(staff)),
        staff,
      ),
      { params: Promise.resolve({ slug: ['quote-requests'] }) },
    )
    expect(response.status).toBe(200)
    const after = await stored(lead.id)
    expect(after.phone).toBe('(410) 555-0199')
    expect(pick(after)).toEqual(pick(lead))
  })
})

describe('the lead desk', () => {
  it('still moves a lead on, with its first response and an activity line', async () => {
    const lead = await newLead()
    const response = await deskPatch(
      jsonRequest(`/api/leads/${lead.id}`, 'PATCH', { status: 'contacted' }, staff),
      routeParams({ id: String(lead.id) }),
    )
    expect(response.status).toBe(200)
    const after = await stored(lead.id)
    expect(after.status).toBe('contacted')
    expect(after.firstResponseAt).toBeTruthy()
    expect(after.activity).toHaveLength(1)
    expect(after.activity?.[0]).toMatchObject({ kind: 'status', by: await me(staff) })
  })
})
