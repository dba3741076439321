import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { env, resetEnv } from '@/server/env'
import { paymentProvider } from '@/server/payments/provider'
import { PaymentRefused, type PaymentEvent, type PaymentProvider } from '@/server/payments/types'

import { startFakeStripe } from '../support/fake-stripe'

/*
 * The payment adapter (ADR 0063) against Stripe's own SDK, talking to a local fake gateway whose
 * webhooks are signed by that SDK too. A stand-in for the site's webhook route hands each delivery
 * to verifyEvent, as the route will. It needs no database: the log is the only Payload it uses.
 */
const gateway = await startFakeStripe()
const logged: string[] = []
const payload = { logger: { info: (line: string) => logged.push(line) } } as unknown as Payload

const stripeEnv = {
  STRIPE_SECRET_KEY: gateway.secretKey,
  STRIPE_WEBHOOK_SECRET: gateway.webhookSecret,
  STRIPE_API_BASE_URL: gateway.baseUrl,
}
function withEnv(values: Record<string, string | undefined>): PaymentProvider | null {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  resetEnv()
  return paymentProvider(payload)
}
const stripe = withEnv(stripeEnv)!

const verified: (PaymentEvent | null)[] = []
const site = createServer(async (request, response) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const signature = request.headers['stripe-signature']
  const event = await stripe.verifyEvent(
    Buffer.concat(chunks).toString('utf8'),
    typeof signature === 'string' ? signature : null,
  )
  verified.push(event)
  response.writeHead(event ? 200 : 400).end()
})
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
gateway.setWebhookUrl(`http://127.0.0.1:${(site.address() as AddressInfo).port}/webhook`)

afterAll(async () => {
  withEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })
  await new Promise<void>((resolve) => site.close(() => resolve()))
  await gateway.close()
})

let reservation = 1000
const checkoutFor = (reservationId = reservation++) => ({
  key: `key-${process.pid}-${reservationId}`,
  reservationId,
  amountCents: 25_000,
  description: 'Deposit: 2025 Karavan 6x12 enclosed',
  email: 'shopper@example.com',
  successUrl: 'https://site.example/reserve/done',
  cancelUrl: 'https://site.example/reserve/cancelled',
  expiresAt: new Date(Date.now() + 60 * 60_000),
})
const lastVerified = () => verified[verified.length - 1]

describe('the Stripe provider', () => {
  afterEach(() => gateway.failNext(0))

  it('creates a checkout on Stripe with the amount, the reservation and the addresses', async () => {
    const request = checkoutFor()
    const checkout = await stripe.createCheckout(request)

    expect(stripe).toMatchObject({ name: 'stripe', paysAtOnce: false })
    expect(checkout.url).toBe(`${gateway.baseUrl}/pay/${checkout.sessionId}`)
    expect(gateway.sessions.get(checkout.sessionId)).toMatchObject({
      amount_total: 25_000,
      currency: 'usd',
      description: request.description,
      customer_email: 'shopper@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: String(request.reservationId),
      metadata: { reservation: String(request.reservationId) },
      payment_intent_metadata: { reservation: String(request.reservationId) },
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      status: 'open',
    })
  })

  it('gives the same checkout for the same reservation asked twice', async () => {
    const request = checkoutFor()
    const first = await stripe.createCheckout(request)
    const again = await stripe.createCheckout(request)
    expect(again).toEqual(first)
  })

  it('takes a paid checkout from a signed webhook, with the payment and its amount', async () => {
    const { sessionId } = await stripe.createCheckout(checkoutFor())
    expect(await gateway.pay(sessionId)).toBe(200)
    const paymentIntent = gateway.sessions.get(sessionId)!.payment_intent
    expect(paymentIntent).toMatch(/^pi_/)
    expect(lastVerified()).toEqual({
      type: 'paid',
      eventId: gateway.lastEvent!.id,
      sessionId,
      paymentReference: paymentIntent,
      amountCents: 25_000,
    })
  })

  it("pays on the gateway's page and sends the shopper back to the site", async () => {
    const request = checkoutFor()
    const { sessionId, url } = await stripe.createCheckout(request)
    const page = await fetch(url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain(request.description)
    expect(html).toContain('$250.00')

    const paid = await fetch(url, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(request.successUrl)
    expect(lastVerified()).toMatchObject({ type: 'paid', sessionId })
  })

  it('refuses a webhook signed wrongly, not signed, changed after signing or signed too long ago', async () => {
    const { sessionId } = await stripe.createCheckout(checkoutFor())
    await gateway.pay(sessionId)
    const event = gateway.lastEvent!
    const signed = (payload = JSON.stringify(event), timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: gateway.webhookSecret,
        timestamp,
      })
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_not_the_site_s',
    })
    const changed = { ...event, data: { object: { ...event.data.object, amount_total: 1 } } }
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360

    expect(await gateway.deliver(event, { signature: otherSecret })).toBe(400)
    expect(await gateway.deliver(event, { signature: null })).toBe(400)
    expect(await gateway.deliver(changed, { signature: signed() })).toBe(400)
    expect(await gateway.deliver(event, { signature: signed(undefined, sixMinutesAgo) })).toBe(400)
    expect(await stripe.verifyEvent('not json', signed('not json'))).toBeNull()
    // The same event signed again, as Stripe's retries are, still passes: replays are the site's to spot.
    expect(await gateway.deliver(event)).toBe(200)
  })

  it('takes an expired checkout as failed and an event it does not use as ignored', async () => {
    const { sessionId } = await stripe.createCheckout(checkoutFor())
    expect(await gateway.expire(sessionId)).toBe(200)
    expect(lastVerified()).toEqual({ type: 'failed', eventId: gateway.lastEvent!.id, sessionId })

    const unrelated = { ...gateway.lastEvent!, id: 'evt_unrelated', type: 'customer.created' }
    expect(await gateway.deliver(unrelated)).toBe(200)
    expect(lastVerified()).toEqual({ type: 'ignored', eventId: 'evt_unrelated' })
  })

  it('ignores a completed checkout whose delayed payment has not arrived yet', async () => {
    const { sessionId } = await stripe.createCheckout(checkoutFor())
    await gateway.pay(sessionId)
    const event = gateway.lastEvent!
    const unpaid = { ...event.data.object, payment_status: 'unpaid', payment_intent: 'pi_later' }
    expect(await gateway.deliver({ ...event, data: { object: unpaid } })).toBe(200)
    expect(lastVerified()).toEqual({ type: 'ignored', eventId: event.id })

    const succeeded = { ...event, type: 'checkout.session.async_payment_succeeded' }
    await gateway.deliver(succeeded)
    expect(lastVerified()).toMatchObject({ type: 'paid', sessionId })
  })

  it('refunds the payment it was given, once however often asked', async () => {
    const { sessionId } = await stripe.createCheckout(checkoutFor())
    await gateway.pay(sessionId)
    const paymentIntent = gateway.sessions.get(sessionId)!.payment_intent!

    const refund = await stripe.refund(paymentIntent)
    expect(await stripe.refund(paymentIntent)).toEqual(refund)
    expect(gateway.refunds.filter((r) => r.payment_intent === paymentIntent)).toEqual([
      { id: refund.refundId, payment_intent: paymentIntent, amount: 25_000 },
    ])
  })

  it("takes a refund made in Stripe's dashboard as the refund, not as a failure", async () => {
    const { sessionId } = await stripe.createCheckout(checkoutFor())
    await gateway.pay(sessionId)
    const paymentIntent = gateway.sessions.get(sessionId)!.payment_intent!
    gateway.refunds.push({ id: 're_dashboard', payment_intent: paymentIntent, amount: 25_000 })
    expect(await stripe.refund(paymentIntent)).toEqual({ refundId: 're_dashboard' })
  })

  it('tries a failing Stripe again, then reports it as passing (not permanent)', async () => {
    gateway.failNext(2)
    await expect(stripe.createCheckout(checkoutFor())).resolves.toMatchObject({
      url: expect.stringContaining('/pay/'),
    })

    gateway.failNext(3)
    const refused = await stripe.createCheckout(checkoutFor()).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PaymentRefused)
    expect(refused).toMatchObject({ permanent: false })
  })

  it('reports a request Stripe refuses (a 400) as permanent', async () => {
    const refused = await stripe.refund('pi_never_paid').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PaymentRefused)
    expect(refused).toMatchObject({
      permanent: true,
      message: expect.stringContaining('pi_never_paid'),
    })
  })
})

describe('without Stripe keys', () => {
  const nodeEnv = process.env.NODE_ENV
  afterEach(() => {
    withEnv({ ...stripeEnv, NODE_ENV: nodeEnv })
  })

  it('logs the deposit in development and tests and sends the shopper straight back', async () => {
    const console = withEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })!
    expect(env().NODE_ENV).toBe('test')
    expect(console).toMatchObject({ name: 'console', paysAtOnce: true })

    const request = checkoutFor()
    const checkout = await console.createCheckout(request)
    expect(checkout.url).toBe(request.successUrl)
    expect(checkout.sessionId).toMatch(/^console-/)
    expect(logged.at(-1)).toContain('$250.00')
    expect(logged.at(-1)).toContain('not charged: no Stripe keys')
    expect(await console.verifyEvent('{}', 'anything')).toBeNull()
    expect((await console.refund(checkout.sessionId)).refundId).toMatch(/^console-refund-/)
  })

  it('takes no deposits in production', () => {
    const none = withEnv({
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      NODE_ENV: 'production',
    })
    expect(none).toBeNull()
  })
})
