import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailText, startSmtpCapture } from '../support/smtp-capture'
import { startFakeStripe } from '../support/fake-stripe'
import { appUrl } from './helpers/app-url'

/*
 * Reserving a unit online with a refundable deposit (issue 53, ADR 0063), through the real
 * routes, the jobs queue and Stripe's SDK against a local fake Stripe, whose webhooks reach the
 * site's route over HTTP signed by Stripe's own code; the shopper's mails go to an SMTP sink.
 * The app reads the environment once: it is set before the imports.
 */
const gateway = await startFakeStripe()
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
process.env.STRIPE_SECRET_KEY = gateway.secretKey
process.env.STRIPE_WEBHOOK_SECRET = gateway.webhookSecret
process.env.STRIPE_API_BASE_URL = gateway.baseUrl

const { POST: reserve } = await import('@/app/api/reservations/route')
const { POST: webhook } = await import('@/app/api/reservations/webhook/route')
const { POST: release } = await import('@/app/api/leads/[id]/reservation/route')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { createItem, ensureTestCategories, getItem } = await import('./helpers/inventory-fixtures')
const { endBackoffs, leadJobsIdle } = await import('./helpers/lead-jobs')
const { runLeadJobs } = await import('@/server/leads/notifications')
const { endDueHolds } = await import('@/server/reservations/tasks')
const { pricingSeed } = await import('@/seed/site')

// The site's webhook route on a port of its own, for the fake's deliveries.
const site = createServer(async (request, response) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const answer = await webhook(
    new Request(appUrl('/api/reservations/webhook'), {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    }),
    {},
  )
  response.writeHead(answer.status, { 'Content-Type': 'application/json' })
  response.end(await answer.text())
})
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
gateway.setWebhookUrl(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`)

let staff: Headers
let seq = 0
const shopper = () => `reserve-${process.pid}-${seq++}@shopper.example`
// Each reserve its own client: the form's limit per client is tested apart.
const nextClient = () => `10.53.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`

/** The reserve form as a browser posts it from the unit's reserve page. */
function reserveForm(unit: number, fields: Record<string, string> = {}, client = nextClient()) {
  const body = new URLSearchParams({
    unit: String(unit),
    name: 'Dana Reyes',
    email: shopper(),
    phone: '410-555-0100',
    accept: 'yes',
    ...fields,
  })
  return reserve(
    new Request(appUrl('/api/reservations'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: appUrl(`/inventory/${unit}-unit/reserve`),
        ...fromClient(client),
      },
      body,
    }),
    {},
  )
}

const sessionOf = (location: string | null) => {
  const id = /\/pay\/(\w+)$/.exec(location ?? '')?.[1]
  if (!id) throw new Error(`not a payment page: ${location}`)
  return gateway.sessions.get(id)!
}

async function reservationOf(sessionId: string) {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'reservations',
    where: { sessionId: { equals: sessionId } },
    depth: 0,
  })
  return docs[0]!
}

/*
 * Time passes: every queued job is due, and runs. One run takes at most 20 jobs, and the other
 * tests' holds queue theirs again for their own dates, so a few runs empty what is due.
 */
async function jobsDone() {
  await endBackoffs()
  for (let run = 0; run < 4; run++) {
    await leadJobsIdle()
    // A job the request's own background run finished and deleted under this run makes Payload
    // throw (it reads the gone row's log): the next run finds the rest.
    await runLeadJobs(await payload()).catch((error: unknown) => {
      if (run === 3) throw error
    })
  }
  await leadJobsIdle()
}

const unitFor = async (price = 13_995) =>
  (await createItem({ model_name: `Reserve ${process.pid} ${seq++}`, price })).id

beforeAll(async () => {
  await ensureTestCategories()
  staff = await signedInHeaders('staff')
  await (await payload()).updateGlobal({ slug: 'pricing', data: pricingSeed })
})

afterAll(async () => {
  await leadJobsIdle()
  await gateway.close()
  await smtp.close()
  await new Promise((resolve) => site.close(resolve))
})

describe('reserving a unit with a deposit', () => {
  it('opens a checkout for the deposit, and the signed payment holds the unit, makes a lead and sends a receipt', async () => {
    const unit = await unitFor()
    const email = shopper()
    const started = await reserveForm(unit, { email })
    expect(started.status).toBe(303)
    const session = sessionOf(started.headers.get('location'))
    expect(session).toMatchObject({ amount_total: 25_000, currency: 'usd', customer_email: email })
    expect(session.description).toContain('Refundable deposit')
    expect(session.success_url).toMatch(/\/reserve\/done\?key=[\w-]{32}$/)

    expect(await gateway.pay(session.id)).toBe(200)
    const reservation = await reservationOf(session.id)
    expect(reservation).toMatchObject({ state: 'held', amountCents: 25_000 })
    expect(reservation.paymentReference).toMatch(/^pi_/)
    const item = await (await getItem(unit)).json()
    expect(item.on_hold_until).toBe(reservation.heldUntil)

    const lead = await (
      await payload()
    ).findByID({
      collection: 'quote-requests',
      id: Number(reservation.lead),
      depth: 0,
    })
    expect(lead).toMatchObject({ kind: 'reservation', email, unit })
    expect(lead.details).toMatchObject({ paymentReference: reservation.paymentReference })

    await jobsDone()
    const [receipt] = smtp.to(email)
    expect(receipt).toBeDefined()
    const text = mailText(receipt!)
    expect(text).toContain('Hello Dana,')
    expect(text).toContain('refundable deposit of $250')
    expect(text).toContain(reservation.paymentReference!)
  })

  it('refuses a webhook with a wrong signature or none, and a replayed one changes nothing', async () => {
    const unit = await unitFor()
    const session = sessionOf((await reserveForm(unit)).headers.get('location'))
    const event = {
      id: 'evt_forged',
      object: 'event' as const,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.id,
          payment_status: 'paid',
          payment_intent: 'pi_forged',
          amount_total: 1,
        },
      },
    }
    expect(await gateway.deliver(event, { signature: 't=1,v1=forged' })).toBe(400)
    expect(await gateway.deliver(event, { signature: null })).toBe(400)
    expect((await reservationOf(session.id)).state).toBe('checkout')

    expect(await gateway.pay(session.id)).toBe(200)
    const held = await reservationOf(session.id)
    expect(await gateway.deliver(gateway.lastEvent!)).toBe(200)
    const again = await reservationOf(session.id)
    expect(again).toMatchObject({ state: 'held', heldUntil: held.heldUntil, lead: held.lead })
    const { totalDocs } = await (
      await payload()
    ).count({
      collection: 'quote-requests',
      where: { kind: { equals: 'reservation' }, unit: { equals: unit } },
    })
    expect(totalDocs).toBe(1)
  })

  it('holds nothing when the checkout expires', async () => {
    const unit = await unitFor()
    const session = sessionOf((await reserveForm(unit)).headers.get('location'))
    expect(await gateway.expire(session.id)).toBe(200)
    expect((await reservationOf(session.id)).state).toBe('failed')
    expect((await (await getItem(unit)).json()).on_hold_until).toBeNull()
  })

  it('gives a unit two shoppers pay for at once to one, and refunds and tells the other', async () => {
    const unit = await unitFor()
    const first = sessionOf((await reserveForm(unit)).headers.get('location'))
    const second = sessionOf((await reserveForm(unit)).headers.get('location'))
    expect(await Promise.all([gateway.pay(first.id), gateway.pay(second.id)])).toEqual([200, 200])
    const states = [await reservationOf(first.id), await reservationOf(second.id)]
    expect(states.map((r) => r.state).sort()).toEqual(['held', 'lost'])
    const lost = states.find((r) => r.state === 'lost')!
    // Staff refund it from its lead before the automatic refund runs: one refund, not two.
    const refunded = await release(
      jsonRequest(`/api/leads/${lost.lead}/reservation`, 'POST', { action: 'release' }, staff),
      routeParams({ id: String(lost.lead) }),
    )
    expect(refunded.status).toBe(200)

    await jobsDone()
    expect(
      gateway.refunds.filter((refund) => refund.payment_intent === lost.paymentReference),
    ).toHaveLength(1)
    const after = await reservationOf(lost.sessionId!)
    expect(after.refundedAt).toBeTruthy()
    const [notice] = smtp.to(lost.email)
    expect(mailText(notice!)).toContain('is refunded to your card')
    // The hold stays with the winner.
    const winner = states.find((r) => r.state === 'held')!
    expect((await (await getItem(unit)).json()).on_hold_until).toBe(winner.heldUntil)
  })

  it('lets staff release a hold and refund the deposit from the lead, recorded on its timeline', async () => {
    const unit = await unitFor()
    const session = sessionOf((await reserveForm(unit)).headers.get('location'))
    await gateway.pay(session.id)
    const { lead, paymentReference } = await reservationOf(session.id)
    const call = (headers?: Headers) =>
      release(
        jsonRequest(`/api/leads/${lead}/reservation`, 'POST', { action: 'release' }, headers),
        routeParams({ id: String(lead) }),
      )
    expect((await call()).status).toBe(401)
    const released = await call(staff)
    expect(released.status).toBe(200)
    const { lead: view } = await released.json()
    expect(view.activity.at(-1)).toMatchObject({ kind: 'reservation' })
    expect(view.activity.at(-1).text).toMatch(/^Hold released\. Deposit of \$250 refunded/)
    expect(gateway.refunds.map((refund) => refund.payment_intent)).toContain(paymentReference)
    expect((await (await getItem(unit)).json()).on_hold_until).toBeNull()
    expect((await call(staff)).status).toBe(409)
  })

  it('ends a hold at its date through the jobs queue, and the unit is free again', async () => {
    const unit = await unitFor()
    const session = sessionOf((await reserveForm(unit)).headers.get('location'))
    await gateway.pay(session.id)
    const reservation = await reservationOf(session.id)
    expect((await reserveForm(unit)).headers.get('location')).toMatch(/error=unavailable/)
    // Its date comes: the queued job's wait is over.
    const client = await payload()
    const past = new Date(Date.now() - 1_000).toISOString()
    await client.update({
      collection: 'reservations',
      id: reservation.id,
      data: { heldUntil: past },
    })
    await jobsDone()
    expect((await reservationOf(session.id)).state).toBe('ended')
    expect((await (await getItem(unit)).json()).on_hold_until).toBeNull()
    expect((await reserveForm(unit)).headers.get('location')).toMatch(/\/pay\//)
  })

  it("ends a hold past its date whose own job was lost, on the queue's next tick", async () => {
    const unit = await unitFor()
    const session = sessionOf((await reserveForm(unit)).headers.get('location'))
    await gateway.pay(session.id)
    const reservation = await reservationOf(session.id)
    const client = await payload()
    await client.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'endHold' } },
      overrideAccess: true,
    })
    const past = new Date(Date.now() - 1_000).toISOString()
    await client.update({
      collection: 'reservations',
      id: reservation.id,
      data: { heldUntil: past },
    })
    await endDueHolds(client)
    expect((await reservationOf(session.id)).state).toBe('ended')
    expect((await (await getItem(unit)).json()).on_hold_until).toBeNull()
  })

  it('limits the checkouts one client and one address start', async () => {
    const unit = await unitFor()
    const client = nextClient()
    const codes = []
    for (let n = 0; n < 6; n++) {
      const location = (await reserveForm(unit, {}, client)).headers.get('location')!
      codes.push(new URL(location).searchParams.get('error'))
    }
    expect(codes).toEqual([null, null, null, null, null, 'busy'])
    const email = shopper()
    const byAddress = []
    for (let n = 0; n < 4; n++) {
      const location = (await reserveForm(unit, { email })).headers.get('location')!
      byAddress.push(new URL(location).searchParams.get('error'))
    }
    expect(byAddress).toEqual([null, null, null, 'busy'])
  })

  it('sends a form with a problem back to its page with what was typed', async () => {
    const unit = await unitFor()
    const refused = await reserveForm(unit, { accept: '', name: 'Dana Reyes' })
    const back = new URL(refused.headers.get('location')!)
    expect(back.pathname).toBe(`/inventory/${unit}-unit/reserve`)
    expect(back.searchParams.get('error')).toBe('fields')
    expect(back.searchParams.get('name')).toBe('Dana Reyes')
    expect(back.hash).toBe('#reserve-form')
  })
})
