import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appUrl } from './helpers/app-url'
import { mailText, startSmtpCapture } from '../support/smtp-capture'

/*
 * Lead kinds (ADR 0044) through /api/contact, the jobs queue and a local SMTP sink: a finance
 * inquiry stored and replied to with its own template and the lender's link, refusals of what it
 * must never hold, the desk's kind filter, and the review request: once per sale, never to an
 * address that unsubscribed. The app modules read the environment once: imported after it is set.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

const { POST: contact } = await import('@/app/api/contact/route')
const { GET: list } = await import('@/app/api/leads/route')
const { POST: unsubscribe } = await import('@/app/api/alerts/unsubscribe/route')
const { fromClient, jsonRequest, payload, signedInHeaders } = await import('./helpers/requests')
const { leadsWhen } = await import('./helpers/lead-jobs')
const { createItem, ensureTestCategories } = await import('./helpers/inventory-fixtures')
const { routingStaff } = await import('./helpers/routing-fixtures')
const { sendReviewRequest } = await import('@/server/leads/review-requests')
const { GET: followReview } = await import('@/app/api/review-requests/follow/route')
const { issueToken } = await import('@/server/alerts/tokens')

const run = `${process.pid}-${Date.now()}`
const lender = 'https://lender.example/apply?dealer=vt'
const reviewLink = 'https://g.page/r/venture-trailers/review'
let team: Awaited<ReturnType<typeof routingStaff>>
let staff: Headers
const units: number[] = []

beforeAll(async () => {
  team = await routingStaff()
  staff = await signedInHeaders('staff')
  await ensureTestCategories()
  const client = await payload()
  const settings = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: {
      kinds: {
        ...settings.kinds,
        lenderApplicationUrl: lender,
        googleReviewUrl: reviewLink,
        reviewDelayHours: 0,
      },
      routing: {
        ...settings.routing,
        replyByKind: [{ kind: 'finance', subject: 'About your financing', opening: 'Thanks.' }],
      },
    },
  })
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'review-requests', where: { email: { like: run } } })
  await client.delete({ collection: 'mail-opt-outs', where: { email: { like: run } } })
  await client.delete({ collection: 'quote-requests', where: { email: { like: run } } })
  for (const id of units) await client.delete({ collection: 'inventory-items', id })
  await team.cleanUp()
  await smtp.close()
})

let clients = 0
const post = (body: Record<string, unknown>) =>
  contact(
    jsonRequest('/api/contact', 'POST', body, new Headers(fromClient(`198.51.100.${++clients}`))),
    {},
  )
const address = (name: string) => `${name}-${run}@shopper.example`
const finance = { amount: 18500, termMonths: 60, downPayment: 2000, creditBand: 'good' }

describe('a finance inquiry', () => {
  it('is stored as a lead of kind finance and answered with its template and the lender link', async () => {
    const email = address('finance')
    const response = await post({ name: 'Fin Ance', email, kind: 'finance', details: finance })
    expect(response.status).toBe(201)
    const [lead] = await leadsWhen(
      { email: { equals: email } },
      (l) => l.routing?.reply !== 'pending',
    )
    expect(lead).toMatchObject({ kind: 'finance', details: expect.objectContaining(finance) })
    expect(lead!.message).toMatch(/^Finance inquiry: \$18,500 over 60 months/)
    const mails = smtp.to(email).map(mailText)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatch(/^Subject: About your financing$/m)
    expect(mails[0]).toContain(`Apply with our lender: ${lender}`)
  })

  it('refuses an SSN, income or birth date with a 400 naming the field, and stores nothing', async () => {
    const email = address('refused')
    const extra = await post({
      name: 'No Store',
      email,
      kind: 'finance',
      details: { ...finance, ssn: '123-45-6789' },
    })
    expect(extra.status).toBe(400)
    expect(await extra.json()).toMatchObject({
      fields: { details: 'This form does not take ssn.' },
    })
    const ssn = await post({
      name: 'No Store',
      email,
      kind: 'finance',
      message: 'SSN 123-45-6789',
      details: finance,
    })
    expect(ssn.status).toBe(400)
    const unknown = await post({ name: 'No Store', email, message: 'Hi', kind: 'loan' })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error).toMatch(/^Unknown kind "loan"/)
    const client = await payload()
    const stored = await client.count({
      collection: 'quote-requests',
      where: { email: { equals: email } },
    })
    expect(stored.totalDocs).toBe(0)
  })
})

describe('the desk', () => {
  it('lists one kind’s leads with ?kind=, and its response figures count that kind only', async () => {
    const email = address('quote')
    expect((await post({ name: 'Quo Te', email, message: 'A quote' })).status).toBe(201)
    await leadsWhen({ email: { equals: email } }, (l) => l.routing?.reply !== 'pending')
    const answer = await list(
      new Request(appUrl('/api/leads?kind=finance&q=' + encodeURIComponent(run)), {
        headers: staff,
      }),
      {},
    )
    expect(answer.status).toBe(200)
    const desk = await answer.json()
    expect(desk.leads.length).toBeGreaterThan(0)
    expect(desk.leads.every((lead: { kind: string }) => lead.kind === 'finance')).toBe(true)
    const all = await (
      await list(new Request(appUrl('/api/leads?kind=finance'), { headers: staff }), {})
    ).json()
    const every = await (
      await list(new Request(appUrl('/api/leads'), { headers: staff }), {})
    ).json()
    expect(all.last30Days.leads).toBeLessThan(every.last30Days.leads)
  })
})

describe('review requests', () => {
  const sell = async (buyer: string) => {
    const unit = await createItem({ model_name: `Review Bunk ${run}` })
    units.push(unit.id)
    const client = await payload()
    await client.update({
      collection: 'inventory-items',
      id: unit.id,
      data: { status: 'sold', buyer_email: buyer },
    })
    return unit.id
  }
  const requestsTo = async (email: string) =>
    (
      await (
        await payload()
      ).find({
        collection: 'review-requests',
        where: { email: { equals: email } },
        depth: 0,
      })
    ).docs

  it('goes once per sale, with the review link and one-click unsubscribe', async () => {
    const buyer = address('buyer')
    const id = await sell(buyer)
    // Saving the sold unit again is the same sale.
    await (
      await payload()
    ).update({
      collection: 'inventory-items',
      id,
      data: { notes: 'Delivered' },
    })
    const [request, ...more] = await requestsTo(buyer)
    expect(more).toHaveLength(0)
    expect(await sendReviewRequest(await payload(), request!.id)).toBe('sent')
    expect(await sendReviewRequest(await payload(), request!.id)).toBe('done already')
    const mails = smtp.to(buyer).map(mailText)
    expect(mails).toHaveLength(1)
    // The link goes through the site, which records it followed, on to the review address.
    expect(mails[0]).not.toContain(reviewLink)
    const link = /http\S+\/api\/review-requests\/follow\?key=[\w-]+/.exec(mails[0]!)?.[0]
    expect(link).toBeTruthy()
    const followed = await followReview(new Request(link!), undefined)
    expect(followed.status).toBe(303)
    expect(followed.headers.get('location')).toBe(reviewLink)
    const [after] = await requestsTo(buyer)
    expect(after!.followedAt).toBeTruthy()
    expect(mails[0]).toMatch(/^List-Unsubscribe: <http.*\/api\/alerts\/unsubscribe\?token=/m)
    expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
  })

  it('is never sent to an address that unsubscribed', async () => {
    const buyer = address('unsubscribed')
    const client = await payload()
    const token = await issueToken(client, 'manage', buyer, new Date())
    const answer = await unsubscribe(
      new Request(appUrl(`/api/alerts/unsubscribe?token=${token}`), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
      {},
    )
    expect(answer.status).toBe(200)
    await sell(buyer)
    const [request] = await requestsTo(buyer)
    expect(await sendReviewRequest(client, request!.id)).toBe('unsubscribed')
    expect(smtp.to(buyer)).toHaveLength(0)
  })
})
