import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

/*
 * A local stand-in for the part of Stripe's REST API the site calls (checkout sessions and
 * refunds, form-encoded in Stripe's bracket notation, answered in Stripe's shapes, idempotency
 * keys honoured), for its hosted payment page, and for its webhooks, signed with Stripe's own SDK
 * so the site's check is tested against the provider's algorithm. Nothing leaves the machine.
 */
export type GatewaySession = {
  id: string
  amount_total: number
  currency: string
  /** The line's product name: what the shopper sees on the page. */
  description: string
  customer_email: string | null
  success_url: string
  cancel_url: string
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_intent_metadata: Record<string, string>
  expires_at: number
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  payment_intent: string | null
}
export type GatewayRefund = { id: string; payment_intent: string; amount: number }
export type GatewayEvent = {
  id: string
  object: 'event'
  type: string
  created: number
  data: { object: Record<string, unknown> }
}

type Answer = { status: number; body: unknown }

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const refused = (status: number, message: string, details: object = {}): Answer => ({
  status,
  body: {
    error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, ...details },
  },
})

/** The fields under `prefix` in bracket notation: `metadata[reservation]=7` as { reservation: '7' }. */
const fieldsUnder = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries(
    [...form]
      .filter(
        ([key]) => key.startsWith(`${prefix}[`) && !key.slice(prefix.length + 1).includes('['),
      )
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  )

export async function startFakeStripe(options: { webhookUrl?: string } = {}) {
  const secretKey = `sk_test_fake${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_fake${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, GatewaySession>()
  const refunds: GatewayRefund[] = []
  const idempotent = new Map<string, { body: string; answer: Answer }>()
  let webhookUrl = options.webhookUrl
  let failures = 0
  let lastEvent: GatewayEvent | undefined
  let baseUrl = ''

  const sessionObject = ({
    description: _shownOnPage,
    payment_intent_metadata: _onThePayment,
    ...session
  }: GatewaySession) => ({
    ...session,
    object: 'checkout.session',
    mode: 'payment',
    livemode: false,
    amount_subtotal: session.amount_total,
    // Stripe drops the page's address once the checkout is over.
    url: session.status === 'open' ? `${baseUrl}/pay/${session.id}` : null,
  })

  function createSession(form: URLSearchParams): Answer {
    const line = 'line_items[0][price_data]'
    const amount = Number(form.get(`${line}[unit_amount]`))
    const expiresAt = Number(form.get('expires_at') ?? now() + 86_400)
    if (!Number.isInteger(amount) || amount < 50) {
      return refused(400, 'The total must be at least $0.50 usd.', {
        param: `${line}[unit_amount]`,
      })
    }
    // Stripe's bounds, with a minute's slack for the clocks of the test and the gateway.
    if (expiresAt < now() + 29 * 60 || expiresAt > now() + 24 * 3600 + 60) {
      return refused(400, 'expires_at must be 30 minutes to 24 hours ahead.', {
        param: 'expires_at',
      })
    }
    const session: GatewaySession = {
      id: token('cs_test'),
      amount_total: amount,
      currency: form.get(`${line}[currency]`) ?? '',
      description: form.get(`${line}[product_data][name]`) ?? '',
      customer_email: form.get('customer_email'),
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      client_reference_id: form.get('client_reference_id'),
      metadata: fieldsUnder(form, 'metadata'),
      payment_intent_metadata: fieldsUnder(form, 'payment_intent_data[metadata]'),
      expires_at: expiresAt,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
    }
    sessions.set(session.id, session)
    return { status: 200, body: sessionObject(session) }
  }

  function createRefund(form: URLSearchParams): Answer {
    const intent = form.get('payment_intent') ?? ''
    const paid = [...sessions.values()].find((session) => session.payment_intent === intent)
    if (!intent || !paid) {
      return refused(400, `No such payment_intent: '${intent}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      })
    }
    if (refunds.some((refund) => refund.payment_intent === intent)) {
      return refused(400, `Charge for ${intent} has already been refunded.`, {
        code: 'charge_already_refunded',
      })
    }
    const refund = { id: token('re'), payment_intent: intent, amount: paid.amount_total }
    refunds.push(refund)
    return {
      status: 200,
      body: { ...refund, object: 'refund', status: 'succeeded', currency: 'usd' },
    }
  }

  // GET /v1/refunds?payment_intent=…: the query is the form.
  const listRefunds = (query: URLSearchParams): Answer => ({
    status: 200,
    body: {
      object: 'list',
      has_more: false,
      url: '/v1/refunds',
      data: refunds
        .filter((refund) => refund.payment_intent === query.get('payment_intent'))
        .map((refund) => ({ ...refund, object: 'refund', status: 'succeeded', currency: 'usd' })),
    },
  })

  const routes: Record<string, (form: URLSearchParams) => Answer> = {
    'POST /v1/checkout/sessions': createSession,
    'POST /v1/refunds': createRefund,
    'GET /v1/refunds': listRefunds,
  }

  function api(request: IncomingMessage, body: string): Answer {
    const [path, query = ''] = (request.url ?? '').split('?')
    const route = routes[`${request.method} ${path}`]
    if (!route) return refused(404, `Unrecognized request URL (${request.method} ${request.url}).`)
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return refused(401, 'Invalid API Key provided.')
    }
    if (failures > 0) {
      failures--
      return refused(500, 'An unknown error occurred')
    }
    const key = String(request.headers['idempotency-key'] ?? '')
    const earlier = idempotent.get(key)
    if (earlier && earlier.body !== body) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}'.`
      return refused(400, message, { type: 'idempotency_error' })
    }
    if (earlier) return earlier.answer
    const answer = route(new URLSearchParams(request.method === 'GET' ? query : body))
    if (key && answer.status === 200) idempotent.set(key, { body, answer })
    return answer
  }

  async function deliver(event: GatewayEvent, { signature }: { signature?: string | null } = {}) {
    if (!webhookUrl) throw new Error('fake Stripe: no webhook URL to deliver to')
    lastEvent = event
    const payload = JSON.stringify(event)
    const signed =
      signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
        : signature
    const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' })
    if (signed !== null) headers.set('Stripe-Signature', signed)
    const response = await fetch(webhookUrl, { method: 'POST', headers, body: payload })
    await response.arrayBuffer()
    return response.status
  }

  function settle(sessionId: string, type: string, change: Partial<GatewaySession>) {
    const session = sessions.get(sessionId)
    if (session?.status !== 'open') throw new Error(`fake Stripe: no open session ${sessionId}`)
    Object.assign(session, change)
    const data = { object: sessionObject(session) }
    return deliver({ id: token('evt'), object: 'event', type, created: now(), data })
  }
  const pay = (sessionId: string) =>
    settle(sessionId, 'checkout.session.completed', {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: token('pi'),
    })
  const expire = (sessionId: string) =>
    settle(sessionId, 'checkout.session.expired', { status: 'expired' })

  async function page(
    request: IncomingMessage,
    response: ServerResponse,
    session?: GatewaySession,
  ) {
    if (
      session &&
      session.status !== 'expired' &&
      (request.method === 'POST' || session.status === 'complete')
    ) {
      // Stripe sends the shopper back whatever the site answered its webhook.
      if (session.status === 'open') await pay(session.id).catch(() => undefined)
      const location = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
      response.writeHead(303, { Location: location }).end()
      return
    }
    const open = session?.status === 'open'
    const title = open ? 'Pay your deposit' : 'This checkout is over'
    response.writeHead(open ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} - test checkout</title></head>
<body><main><h1>${title}</h1>${
      open
        ? `<p>${escapeHtml(session.description)}</p>
<p>Amount: $${(session.amount_total / 100).toFixed(2)}</p>
<form method="post"><button>Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>`
        : ''
    }</main></body></html>`)
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const pagePath = /^\/pay\/(\w+)$/.exec(request.url ?? '')
    if (pagePath) return page(request, response, sessions.get(pagePath[1]))
    const { status, body } = api(request, Buffer.concat(chunks).toString('utf8'))
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': token('req') })
    response.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    baseUrl,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    setWebhookUrl: (url: string) => {
      webhookUrl = url
    },
    /** Pays the session as a shopper on its page would; resolves with the site's answer. */
    pay,
    /** Lets the session run out, as Stripe does at its expires_at. */
    expire,
    /** Posts `event` to the site; `signature` replaces the real one (null: no header). */
    deliver,
    get lastEvent() {
      return lastEvent
    },
    /** The next `count` API calls are answered 500. */
    failNext: (count: number) => {
      failures = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
