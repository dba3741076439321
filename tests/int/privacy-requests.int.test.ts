import { existsSync } from 'node:fs'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'

/*
 * A shopper's say over their data (issue 55, ADR 0065) end to end in-process: the real route
 * handlers, Payload and PostgreSQL, and real mail to a capture server. A request is asked on the
 * form, confirmed by the e-mailed link, and answered by an admin: a copy, a deletion, a stop to
 * marketing, an extension and an appeal.
 */
const smtp = await startSmtpCapture()
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(smtp.port)
process.env.SMTP_SECURE = 'false'

const { POST: ask } = await import('@/app/api/privacy-requests/route')
const { POST: confirm } = await import('@/app/api/privacy-requests/confirm/route')
const { POST: act } = await import('@/app/api/privacy-requests/[id]/route')
const { GET: staffCopy } = await import('@/app/api/privacy-requests/[id]/copy/route')
const { GET: shopperCopyRoute } = await import('@/app/api/privacy-requests/copy/route')
const { POST: appeal } = await import('@/app/api/privacy-requests/appeal/route')
const { POST: contact } = await import('@/app/api/contact/route')
const { leadKinds } = await import('@/lib/leads/kinds')
const { leadPhotoFilenames } = await import('@/lib/leads/photo-address')
const { leadIdsOfEmail } = await import('@/server/database/quote-requests')
const { openServiceSlots } = await import('@/server/leads/service-booking')
const { leadPhotosDir } = await import('@/server/media/dir')
const { applyRetention } = await import('@/server/privacy/retention')
const { requestToConfirm } = await import('@/server/privacy/requests')
const { leadJobsIdle } = await import('./helpers/lead-jobs')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { formRequest, mailText } = await import('./helpers/alerts-fixtures')
const { tradeInWithPhoto } = await import('./helpers/shopper-leads')

afterAll(() => smtp.close())

const day = 86_400_000
let clients = 0
const nextClient = () => `198.19.${process.pid % 200}.${++clients}`
const shopper = (what: string) => `privacy-${what}-${process.pid}-${++clients}@shopper.example`

const keyIn = (email: string, path: string) => {
  const mails = smtp.to(email)
  const text = mails.length ? mailText(mails[mails.length - 1]!) : ''
  return new RegExp(`${path}\\?key=([\\w-]+)`).exec(text)?.[1] ?? null
}

const askFor = (fields: Record<string, string>, client = nextClient()) =>
  ask(formRequest('/api/privacy-requests', fields, client), {})

const requestOf = async (email: string) =>
  (
    await (
      await payload()
    ).find({
      collection: 'privacy-requests',
      where: { email: { equals: email } },
      sort: '-createdAt',
      depth: 0,
    })
  ).docs[0]!

/** Asks for `kind` for `email` and confirms it by the e-mailed link; the confirmed request. */
async function confirmed(kind: string, email: string, fields: Record<string, string> = {}) {
  expect((await askFor({ kind, email, ...fields })).status).toBe(303)
  const key = keyIn(email, '/privacy/request/confirm')
  expect(key).toBeTruthy()
  const answer = await confirm(formRequest('/api/privacy-requests/confirm', { key: key! }), {})
  expect(answer.headers.get('location')).toMatch(/\/privacy\/request\/confirm\?confirmed=1$/)
  return requestOf(email)
}

const adminHeaders = await signedInHeaders('admin')

const actOn = (id: number, body: unknown, headers = adminHeaders) =>
  act(
    jsonRequest(`/api/privacy-requests/${id}`, 'POST', body, headers),
    routeParams({ id: `${id}` }),
  )

/** A quote lead sent by the contact form, as a shopper sends it. */
async function quoteLead(email: string, name: string, message: string) {
  const body = { name, email, phone: '(201) 555-0147', message }
  const headers = new Headers(fromClient(nextClient()))
  expect((await contact(jsonRequest('/api/contact', 'POST', body, headers), {})).status).toBe(201)
}

/** Everything a shopper can leave behind: leads of two kinds, a photo, texts, an alert and more. */
async function shopperWithEverything(email: string) {
  const client = await payload()
  // Typed in another case on one lead: still theirs.
  await quoteLead(email.toUpperCase(), 'Pat Private', 'A bunk trailer for my skiff, please.')
  const tradeIn = await tradeInWithPhoto(email, new Headers(fromClient(nextClient())))
  // A service request books a day: that booking is theirs too.
  const [slot] = await openServiceSlots(client)
  const service = {
    kind: 'service',
    name: 'Pat Private',
    email,
    details: {
      work: ['bearings'],
      trailerMake: 'Venture',
      trailerModel: 'VABT-2022',
      trailerYear: 2019,
      slot: slot!.date,
    },
  }
  const headers = new Headers(fromClient(nextClient()))
  expect((await contact(jsonRequest('/api/contact', 'POST', service, headers), {})).status).toBe(
    201,
  )
  // Every other kind as stored (each form's own checks are its own tests').
  for (const kind of leadKinds.filter((kind) => !['quote', 'trade-in', 'service'].includes(kind))) {
    await client.create({
      collection: 'quote-requests',
      data: { kind, name: 'Pat Private', email, message: `My ${kind} request`, status: 'new' },
      overrideAccess: true,
    })
  }
  await leadJobsIdle()
  await client.create({
    collection: 'text-messages',
    data: {
      lead: tradeIn.id,
      direction: 'in',
      number: '+12015550147',
      body: 'The skiff is green',
      status: 'received',
      providerSid: `SM-privacy-${process.pid}-${++clients}`,
    },
    overrideAccess: true,
  })
  await client.create({
    collection: 'alerts',
    data: { email, kind: 'search', status: 'active', summary: 'Bunk trailers under $5,000' },
    overrideAccess: true,
  })
  await client.create({
    collection: 'review-requests',
    data: {
      key: `privacy-${process.pid}-${++clients}`,
      email,
      lead: tradeIn.id,
      sendAfter: new Date().toISOString(),
      status: 'queued',
    },
    overrideAccess: true,
  })
  return tradeIn
}

describe('asking', () => {
  it('answers the same for a known and an unknown address, and mails each a link that repeats nothing typed', async () => {
    const known = shopper('known')
    await quoteLead(known, 'Kim Known', 'Hello.')
    const unknown = shopper('unknown')
    const answers = await Promise.all(
      [known, unknown].map((email) =>
        askFor({ kind: 'correction', email, details: 'My name is spelled Kym, not Kim.' }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toMatch(/\/privacy\/request\?sent=1$/)
    }
    for (const email of [known, unknown]) {
      const [mail] = smtp.to(email)
      expect(mailText(mail!)).toMatch(/Correct something you hold about you/)
      expect(mailText(mail!)).not.toMatch(/Kym/)
      expect(keyIn(email, '/privacy/request/confirm')).toBeTruthy()
    }
  })

  it('refuses a request it cannot take with a code, and a correction without what to correct', async () => {
    for (const [fields, code] of [
      [{ kind: 'copy', email: 'not-an-address' }, 'invalid'],
      [{ kind: 'everything', email: shopper('kind') }, 'invalid'],
      [{ kind: 'correction', email: shopper('details') }, 'details'],
    ] as const) {
      const answer = await askFor(fields)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toMatch(new RegExp(`\\?error=${code}$`))
    }
  })

  it('mails one address at most three times a day, and stops a client after five requests an hour', async () => {
    const email = shopper('limit')
    for (let i = 0; i < 4; i++) {
      expect((await askFor({ kind: 'copy', email })).headers.get('location')).toMatch(/sent=1/)
    }
    expect(smtp.to(email)).toHaveLength(3)
    const client = nextClient()
    for (let i = 0; i < 5; i++) {
      const answer = await askFor({ kind: 'copy', email: shopper('client') }, client)
      expect(answer.headers.get('location')).toMatch(/sent=1/)
    }
    const sixth = await askFor({ kind: 'copy', email: shopper('client') }, client)
    expect(sixth.headers.get('location')).toMatch(/\?error=busy$/)
  })

  it('confirms by the link once, within a day, and forgets a request never confirmed', async () => {
    const email = shopper('once')
    await askFor({ kind: 'copy', email })
    const key = keyIn(email, '/privacy/request/confirm')!
    expect(
      await requestToConfirm(await payload(), key, new Date(Date.now() + 25 * 3_600_000)),
    ).toBe(null)
    const first = await confirm(formRequest('/api/privacy-requests/confirm', { key }), {})
    expect(first.headers.get('location')).toMatch(/confirmed=1$/)
    const again = await confirm(formRequest('/api/privacy-requests/confirm', { key }), {})
    expect(again.headers.get('location')).toMatch(/confirmed=0$/)
    const request = await requestOf(email)
    expect(new Date(request.dueAt!).getTime() - new Date(request.confirmedAt!).getTime()).toBe(
      45 * day,
    )

    const never = shopper('never')
    await askFor({ kind: 'deletion', email: never })
    const removed = await applyRetention(await payload(), new Date(Date.now() + 8 * day))
    expect(removed.unconfirmedRequests).toBeGreaterThanOrEqual(1)
    expect(await requestOf(never)).toBeUndefined()
    expect((await requestOf(email)).id).toBe(request.id)
  })
})

describe('answering', () => {
  it('a copy holds everything tied to the address, photos as files, and nothing of another shopper', async () => {
    const email = shopper('copy')
    const tradeIn = await shopperWithEverything(email)
    await quoteLead(shopper('other'), 'Olga Other', 'Someone else entirely.')
    const request = await confirmed('copy', email)

    const download = await staffCopy(
      new Request('http://localhost:3000/x', { headers: adminHeaders }),
      routeParams({ id: `${request.id}` }),
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()))
    const copy = JSON.parse(strFromU8(files['copy.json']!))
    expect(copy.leads.map((lead: { kind: string }) => lead.kind).sort()).toEqual(
      [...leadKinds].sort(),
    )
    expect(copy.texts.map((text: { body: string }) => text.body)).toEqual(['The skiff is green'])
    const booked = copy.leads.find((lead: { kind: string }) => lead.kind === 'service')
    expect(booked.details.booking).toMatchObject({ status: 'booked' })
    expect(copy.alerts).toHaveLength(1)
    expect(copy.reviewRequests).toHaveLength(1)
    expect(copy.privacyRequests).toHaveLength(1)
    const [photo] = leadPhotoFilenames(tradeIn.details)
    expect(files[`photos/${photo}`]?.length).toBeGreaterThan(0)
    expect(strFromU8(files['leads.csv']!)).toMatch(/A bunk trailer for my skiff/)
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1'))
    expect(everything.join('\n')).not.toMatch(/Olga Other|privacy-other/)
    expect(strFromU8(files['copy.json']!)).not.toMatch(/"(confirmHash|answerHash|key)"/)

    // Answered: the shopper's mail links to the copy and to the appeal form.
    const answered = await actOn(request.id, { action: 'answer', answer: 'Here is your copy.' })
    expect(answered.status).toBe(200)
    expect(await answered.json()).toMatchObject({ mailed: true })
    const key = keyIn(email, '/privacy/request/answer')!
    expect(mailText(smtp.to(email).at(-1)!)).toMatch(/Here is your copy\./)
    const own = await shopperCopyRoute(
      new Request(`http://localhost:3000/api/privacy-requests/copy?key=${key}`),
      {},
    )
    expect(own.status).toBe(200)
    const wrong = await shopperCopyRoute(
      new Request(`http://localhost:3000/api/privacy-requests/copy?key=${'x'.repeat(43)}`),
      {},
    )
    expect(wrong.status).toBe(404)
    expect((await actOn(request.id, { action: 'answer', answer: 'Twice' })).status).toBe(409)

    // An appeal from the answer's page: a new request, due in 60 days.
    const appealed = await appeal(
      formRequest('/api/privacy-requests/appeal', { key, details: 'The texts are missing.' }),
      {},
    )
    expect(appealed.headers.get('location')).toMatch(/appealed=1$/)
    const appealRequest = await requestOf(email)
    expect(appealRequest).toMatchObject({ kind: 'appeal', appealOf: request.id })
    expect(
      new Date(appealRequest.dueAt!).getTime() - new Date(appealRequest.confirmedAt!).getTime(),
    ).toBe(60 * day)
  })

  it('a deletion leaves the counts unchanged and no personal field, and keeps the answered request', async () => {
    const client = await payload()
    const email = shopper('delete')
    const tradeIn = await shopperWithEverything(email)
    const otherEmail = shopper('bystander')
    await quoteLead(otherEmail, 'Bea Bystander', 'Keep me.')
    const counts = async () =>
      Promise.all(
        leadKinds.map(
          async (kind) =>
            (
              await client.count({
                collection: 'quote-requests',
                where: { kind: { equals: kind } },
              })
            ).totalDocs,
        ),
      )
    const before = await counts()
    const ids = await leadIdsOfEmail(client.db.drizzle, email)
    expect(ids).toHaveLength(leadKinds.length)
    const request = await confirmed('deletion', email)
    const [photo] = leadPhotoFilenames(tradeIn.details)

    const answered = await actOn(request.id, { action: 'answer', answer: 'All deleted.' })
    expect(answered.status).toBe(200)
    expect(await counts()).toEqual(before)
    const leads = await client.find({
      collection: 'quote-requests',
      where: { id: { in: ids } },
      depth: 0,
    })
    for (const lead of leads.docs) {
      expect(JSON.stringify(lead)).not.toMatch(
        /Pat Private|Sam Seller|skiff|Carolina|privacy-delete/i,
      )
    }
    expect(existsSync(path.join(leadPhotosDir, photo!))).toBe(false)
    for (const collection of ['alerts', 'review-requests'] as const) {
      expect(
        (await client.count({ collection, where: { email: { equals: email } } })).totalDocs,
      ).toBe(0)
    }
    expect(
      (await client.count({ collection: 'text-messages', where: { lead: { equals: tradeIn.id } } }))
        .totalDocs,
    ).toBe(0)
    const kept = await requestOf(email)
    expect(kept).toMatchObject({ kind: 'deletion', answer: 'All deleted.' })
    expect(kept.outcome).toMatch(
      new RegExp(`${leadKinds.length} requests made anonymous, 1 photos, 1 texts, 1 alerts`),
    )
    const bystander = await client.find({
      collection: 'quote-requests',
      where: { email: { equals: otherEmail } },
      depth: 0,
    })
    expect(bystander.docs[0]).toMatchObject({ name: 'Bea Bystander' })
  })

  it('stops marketing when the shopper confirms, and extends once with a notice', async () => {
    const client = await payload()
    const email = shopper('marketing')
    await client.create({
      collection: 'alerts',
      data: { email, kind: 'search', status: 'active', summary: 'Anything' },
      overrideAccess: true,
    })
    const request = await confirmed('marketing', email)
    expect(request.outcome).toMatch(/Marketing stopped .*1 alert removed/)
    expect(
      (await client.count({ collection: 'mail-opt-outs', where: { email: { equals: email } } }))
        .totalDocs,
    ).toBe(1)

    const extended = await actOn(request.id, {
      action: 'extend',
      note: 'We are checking paper files.',
    })
    expect(extended.status).toBe(200)
    const notice = mailText(smtp.to(email).at(-1)!)
    expect(notice).toMatch(/We are checking paper files\./)
    const after = await requestOf(email)
    expect(new Date(after.dueAt!).getTime() - new Date(request.dueAt!).getTime()).toBe(45 * day)
    const twice = await actOn(request.id, { action: 'extend', note: 'Again.' })
    expect(twice.status).toBe(409)
  })

  it('is for admins only: staff and editors are refused, and so is anyone signed out', async () => {
    const request = await confirmed('copy', shopper('access'))
    for (const role of ['staff', 'editor'] as const) {
      const headers = await signedInHeaders(role)
      expect((await actOn(request.id, { action: 'answer', answer: 'x' }, headers)).status).toBe(403)
      const copy = await staffCopy(
        new Request('http://localhost:3000/x', { headers }),
        routeParams({ id: `${request.id}` }),
      )
      expect(copy.status).toBe(403)
    }
    expect((await actOn(request.id, { action: 'answer', answer: 'x' }, new Headers())).status).toBe(
      401,
    )
    expect((await actOn(request.id, { action: 'delete' })).status).toBe(400)
    expect((await actOn(999_999, { action: 'answer', answer: 'x' })).status).toBe(404)
  })
})
