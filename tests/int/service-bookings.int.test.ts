import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailText, startSmtpCapture } from '../support/smtp-capture'

/*
 * Service bookings (ADR 0045) through the contact endpoint, the jobs queue and a real SMTP sink:
 * the booking stored with its day, the reply's invite parsed back, the staff's move and cancel
 * (the same event, SEQUENCE up, METHOD:CANCEL), and the shop's capacity held under concurrency.
 * The app modules read the environment once, so they are imported after it is set.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)

const { POST } = await import('@/app/api/contact/route')
const { POST: changeBooking } = await import('@/app/api/leads/[id]/booking/route')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { leadsWhen } = await import('./helpers/lead-jobs')
const { routingStaff } = await import('./helpers/routing-fixtures')
const { openServiceSlots } = await import('@/server/leads/service-booking')
const { localDate } = await import('@/lib/service/slots')

let team: Awaited<ReturnType<typeof routingStaff>>
let staff: Headers
let serviceBefore: unknown

const hours = [
  { days: 'Mon-Sat', opens: '8:00 AM', closes: '5:00 PM' },
  { days: 'Sun', opens: 'Closed', closes: '' },
]

beforeAll(async () => {
  team = await routingStaff()
  staff = await signedInHeaders('staff')
  const client = await payload()
  const site = await client.findGlobal({ slug: 'site-settings', depth: 0 })
  await client.updateGlobal({ slug: 'site-settings', data: { hours } })
  serviceBefore = { hours: site.hours }
  await client.updateGlobal({
    slug: 'lead-settings',
    data: { service: { jobsPerDay: 1, closedDates: [] } },
  })
})

afterAll(async () => {
  const client = await payload()
  await client.delete({
    collection: 'quote-requests',
    where: { email: { like: 'service-booking' } },
  })
  await client.updateGlobal({
    slug: 'site-settings',
    data: serviceBefore as { hours: typeof hours },
  })
  await team.cleanUp()
  await smtp.close()
})

let clients = 0
let shoppers = 0
const shopper = () => `service-booking-${process.pid}-${Date.now()}-${shoppers++}@shopper.example`
const post = (body: Record<string, unknown>) =>
  POST(
    jsonRequest('/api/contact', 'POST', body, new Headers(fromClient(`203.0.113.${++clients}`))),
    {},
  )
const booking = (email: string, slot: string) => ({
  kind: 'service',
  name: 'Pat Boater',
  email,
  details: {
    work: ['bearings', 'lights'],
    trailerMake: 'Venture',
    trailerModel: 'VABT-2022',
    trailerYear: 2019,
    slot,
  },
})
const invitesTo = (email: string) =>
  smtp
    .to(email)
    .map(mailText)
    .map((mail) => /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail)?.[0])
    .filter((text): text is string => Boolean(text))
const eventOf = (text: string) => {
  const event = Object.values(ical.sync.parseICS(text)).find((item) => item?.type === 'VEVENT')
  if (event?.type !== 'VEVENT') throw new Error('no VEVENT')
  return event
}
async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let tries = 0; tries < 150; tries++) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

describe('service bookings (ADR 0045)', () => {
  it('stores the booking, replies with a METHOD:REQUEST invite; a move sends SEQUENCE 1, a cancel METHOD:CANCEL', async () => {
    const [slot, next] = await openServiceSlots(await payload())
    const email = shopper()
    const response = await post(booking(email, slot!.date))
    expect(response.status).toBe(201)
    const [lead] = await leadsWhen(
      { email: { equals: email } },
      (row) => row.routing?.reply !== 'pending',
    )
    expect(lead!.kind).toBe('service')
    expect(lead!.routing?.reply).toBe('sent')
    expect((lead!.details as { booking: unknown }).booking).toMatchObject({
      date: slot!.date,
      start: slot!.start.toISOString(),
      status: 'booked',
      sequence: 0,
    })

    const [invite] = await until(
      () => (invitesTo(email).length ? invitesTo(email) : undefined),
      'the invite',
    )
    expect(invite).toContain('METHOD:REQUEST')
    const event = eventOf(invite!)
    expect(event.start.toISOString()).toBe(slot!.start.toISOString())
    expect(event.end?.toISOString()).toBe(slot!.end.toISOString())
    const site = await (await payload()).findGlobal({ slug: 'site-settings', depth: 0 })
    expect(String((event.organizer as { val: string }).val).toLowerCase()).toBe(
      `mailto:${site.email.toLowerCase()}`,
    )

    const moved = await changeBooking(
      jsonRequest(
        `/api/leads/${lead!.id}/booking`,
        'POST',
        { action: 'move', date: next!.date },
        staff,
      ),
      routeParams({ id: String(lead!.id) }),
    )
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { mail: string }).mail).toBe('sent')
    const movedInvite = invitesTo(email)[1]!
    expect(movedInvite).toContain('METHOD:REQUEST')
    expect(movedInvite).toContain('SEQUENCE:1')
    expect(eventOf(movedInvite).start.toISOString()).toBe(next!.start.toISOString())
    expect(eventOf(movedInvite).uid).toBe(event.uid)

    const cancelled = await changeBooking(
      jsonRequest(`/api/leads/${lead!.id}/booking`, 'POST', { action: 'cancel' }, staff),
      routeParams({ id: String(lead!.id) }),
    )
    expect(cancelled.status).toBe(200)
    const cancel = invitesTo(email)[2]!
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).toContain('SEQUENCE:2')
    expect(eventOf(cancel).uid).toBe(event.uid)
  })

  it('refuses a full day and a past day with 409, and stores nothing', async () => {
    const [slot] = await openServiceSlots(await payload())
    expect((await post(booking(shopper(), slot!.date))).status).toBe(201)
    const email = shopper()
    const full = await post(booking(email, slot!.date))
    expect(full.status).toBe(409)
    expect(((await full.json()) as { error: string }).error).toBe(
      'That day is fully booked. Pick another day.',
    )
    const yesterday = localDate(new Date(Date.now() - 86_400_000))
    const past = await post(booking(email, yesterday))
    expect(past.status).toBe(409)
    expect(((await past.json()) as { error: string }).error).toMatch(/passed|closed/)
    const stored = await (
      await payload()
    ).count({
      collection: 'quote-requests',
      where: { email: { equals: email } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('never overbooks the last place when shoppers book it at once', async () => {
    const slots = await openServiceSlots(await payload())
    const slot = slots.find((candidate) => candidate.left === 1)!
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(booking(shopper(), slot.date))),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
  })

  it('marking a booking done asks for its one review request', async () => {
    const slots = await openServiceSlots(await payload())
    const email = shopper()
    expect((await post(booking(email, slots.at(-1)!.date))).status).toBe(201)
    const [lead] = await leadsWhen({ email: { equals: email } }, () => true)
    const done = () =>
      changeBooking(
        jsonRequest(`/api/leads/${lead!.id}/booking`, 'POST', { action: 'done' }, staff),
        routeParams({ id: String(lead!.id) }),
      )
    const answer = await done()
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { mail: string }).mail).toBe('none')
    expect((await done()).status).toBe(409)
    const requests = await (
      await payload()
    ).find({
      collection: 'review-requests',
      where: { lead: { equals: lead!.id } },
      depth: 0,
    })
    expect(requests.docs).toHaveLength(1)
    expect(requests.docs[0]).toMatchObject({ email, key: `service:${lead!.id}` })
  })

  it('refuses an unknown kind with 400', async () => {
    const response = await post({ ...booking(shopper(), '2030-01-01'), kind: 'spaceship' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/Unknown kind/)
  })
})
