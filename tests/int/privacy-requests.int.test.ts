import { existsSync } from 'node:fs'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fakeAccountSid, startFakeTwilio, twilioWebhook } from '../support/fake-twilio'
import { startSmtpCapture } from '../support/smtp-capture'
import { appUrl } from './helpers/app-url'

/*
 * A shopper's say over their data (issue 55, ADR 0065, 0068) end to end in-process: the real
 * route handlers, Payload and PostgreSQL, real mail to a capture server and real texts (Twilio's
 * SDK) to a local fake gateway. A request is asked on the form, confirmed by the e-mailed link or
 * the texted code, and answered by an admin: a copy, a deletion, a stop to marketing, an
 * extension and an appeal.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
const gateway = await startFakeTwilio()
Object.assign(process.env, gateway.env)

const { POST: ask } = await import('@/app/api/privacy-requests/route')
const { POST: confirm } = await import('@/app/api/privacy-requests/confirm/route')
const { POST: enterCode } = await import('@/app/api/privacy-requests/code/route')
const { POST: inbound } = await import('@/app/api/texting/inbound/route')
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
const { confirmByCode, requestToConfirm } = await import('@/server/privacy/requests')
const { leadJobsIdle } = await import('./helpers/lead-jobs')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { formRequest, mailText } = await import('./helpers/alerts-fixtures')
const { leadOf, tradeInWithPhoto } = await import('./helpers/shopper-leads')

afterAll(async () => {
  await smtp.close()
  await gateway.close()
})

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

/** The latest request of an address (or, by `field`, a number). */
const requestOf = async (identity: string, field: 'email' | 'phone' = 'email') =>
  (
    await (
      await payload()
    ).find({
      collection: 'privacy-requests',
      where: { [field]: { equals: identity } },
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

/** A quote lead with `phone` as typed, and 'Text me' to `mobile` when given. */
async function phoneLead(phone: string, email: string, message: string, mobile?: string) {
  const body = {
    name: 'Nat Number',
    email,
    message,
    ...(phone ? { phone } : {}),
    ...(mobile ? { textMe: true, mobile } : {}),
  }
  const headers = new Headers(fromClient(nextClient()))
  expect((await contact(jsonRequest('/api/contact', 'POST', body, headers), {})).status).toBe(201)
  return leadOf(email)
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
      // The CMS names the request by its address.
      expect((await requestOf(email)).contact).toBe(email)
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

describe('by mobile number', () => {
  const dealerNumber = '+12015550100'
  let numbers = 0
  // A number of its own for each use: the limits and opt-outs are per number.
  const nextNumber = () => {
    const n = String(2000 + ((process.pid * 13 + ++numbers * 71) % 7000)).padStart(4, '0')
    return { typed: `(201) 555-${n}`, e164: `+1201555${n}` }
  }
  const codeIn = (e164: string) => /\b(\d{6})\b/.exec(gateway.to(e164).at(-1)?.body ?? '')?.[1]
  const pageKey = (answer: Response) =>
    /\/privacy\/request\?code=([\w-]+)$/.exec(answer.headers.get('location') ?? '')?.[1] ?? null
  const enter = (key: string, code: string) =>
    enterCode(formRequest('/api/privacy-requests/code', { key, code }), {})
  const requestOfNumber = (e164: string) => requestOf(e164, 'phone')
  const texting = async (number: string | null) => {
    const client = await payload()
    const current = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
    await client.updateGlobal({
      slug: 'lead-settings',
      data: { texting: { ...current.texting, number } },
    })
  }
  const textIn = (from: string, body: string) =>
    inbound(
      twilioWebhook(appUrl('/api/texting/inbound'), {
        AccountSid: fakeAccountSid,
        MessageSid: `SMprivacy${process.pid}x${++numbers}`,
        From: from,
        To: dealerNumber,
        Body: body,
      }),
      {},
    )

  /** Asks for `kind` by `number` and confirms it by the texted code; the confirmed request. */
  async function confirmedByText(kind: string, number: { typed: string; e164: string }) {
    const key = pageKey(await askFor({ kind, phone: number.typed }))
    expect(key).toBeTruthy()
    const answer = await enter(key!, codeIn(number.e164)!)
    expect(answer.headers.get('location')).toMatch(
      /\/privacy\/request\/confirm\?confirmed=1&by=text$/,
    )
    return (await requestOfNumber(number.e164))!
  }

  beforeAll(() => texting(dealerNumber))

  it('texts a code with only the site’s words and asks for it the same way for a known and an unknown number', async () => {
    const known = nextNumber()
    await phoneLead(known.typed, shopper('known-number'), 'Hello.')
    const unknown = nextNumber()
    const keys: string[] = []
    for (const number of [known, unknown]) {
      const answer = await askFor({
        kind: 'correction',
        phone: number.typed,
        details: 'My name is spelled Kym, not Kim.',
      })
      expect(answer.status).toBe(303)
      keys.push(pageKey(answer)!)
      const [text] = gateway.to(number.e164)
      expect(text).toMatchObject({ from: dealerNumber })
      expect(text!.body).toMatch(
        /^Venture Trailers Edgewater: \d{6} is the code for your privacy request/,
      )
      expect(text!.body).not.toMatch(/Kym/)
    }
    expect(keys.every((key) => /^[\w-]{43}$/.test(key))).toBe(true)
    // The code is stored only as a hash, with nothing that reads it back.
    const stored = await requestOfNumber(known.e164)
    expect(JSON.stringify(stored)).not.toContain(codeIn(known.e164)!)
    // The CMS names a request by text by its number: it has no address.
    expect(stored.contact).toBe(known.e164)
    // The code page's key opens no e-mail confirmation: only the code confirms.
    expect(await requestToConfirm(await payload(), keys[0])).toBe(null)
  })

  it('confirms by the right code once: a wrong one, an old one and the fifth wrong try do not', async () => {
    const number = nextNumber()
    const key = pageKey(await askFor({ kind: 'copy', phone: number.typed }))!
    const code = codeIn(number.e164)!
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await enter(key, wrong)
    expect(refused.headers.get('location')).toMatch(new RegExp(`\\?code=${key}&error=code$`))
    expect(
      await confirmByCode(await payload(), { key, code }, new Date(Date.now() + 16 * 60_000)),
    ).toBe(null)
    const right = await enter(key, ` ${code.slice(0, 3)} ${code.slice(3)} `)
    expect(right.headers.get('location')).toMatch(/confirmed=1&by=text$/)
    expect((await enter(key, code)).headers.get('location')).toMatch(/error=code$/)
    const request = (await requestOfNumber(number.e164))!
    expect(request).toMatchObject({ kind: 'copy', codeHash: null })
    expect(request.email).toBeFalsy()
    expect(new Date(request.dueAt!).getTime() - new Date(request.confirmedAt!).getTime()).toBe(
      45 * day,
    )

    // Four wrong tries leave the code one; the fifth wrong one kills it, the right one after too.
    const tried = nextNumber()
    const triedKey = pageKey(await askFor({ kind: 'copy', phone: tried.typed }))!
    const triedCode = codeIn(tried.e164)!
    const other = String((Number(triedCode) + 7) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) await enter(triedKey, other)
    expect((await enter(triedKey, triedCode)).headers.get('location')).toMatch(/error=code$/)
    expect((await requestOfNumber(tried.e164))!.confirmedAt).toBeFalsy()
    // An unknown page key is answered as a wrong code.
    expect((await enter('y'.repeat(43), triedCode)).headers.get('location')).toMatch(/error=code$/)
  })

  it('texts one number three codes a day, none to a number that texted STOP, and says the same', async () => {
    const number = nextNumber()
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await askFor({ kind: 'copy', phone: number.typed }))
    for (const answer of answers) expect(pageKey(answer)).toBeTruthy()
    expect(gateway.to(number.e164)).toHaveLength(3)

    const stopped = nextNumber()
    expect((await textIn(stopped.e164, 'STOP')).status).toBe(200)
    const before = gateway.to(stopped.e164).length
    expect(pageKey(await askFor({ kind: 'deletion', phone: stopped.typed }))).toBeTruthy()
    expect(gateway.to(stopped.e164)).toHaveLength(before)
    expect(await requestOfNumber(stopped.e164)).toBeUndefined()

    for (const [fields, code] of [
      [{ kind: 'copy', phone: '12' }, 'phone'],
      [{ kind: 'copy', phone: nextNumber().typed, email: shopper('both') }, 'either'],
      [{ kind: 'copy' }, 'invalid'],
    ] as const) {
      const answer = await askFor(fields)
      expect(answer.headers.get('location')).toMatch(new RegExp(`\\?error=${code}$`))
    }
  })

  it('is not offered when the site cannot text', async () => {
    await texting(null)
    try {
      const number = nextNumber()
      const answer = await askFor({ kind: 'copy', phone: number.typed })
      expect(answer.headers.get('location')).toMatch(/\?error=invalid$/)
      expect(gateway.to(number.e164)).toHaveLength(0)
    } finally {
      await texting(dealerNumber)
    }
  })

  it('a copy by number holds the number’s leads, texts and consents, and nothing of another shopper', async () => {
    const number = nextNumber()
    const mine = shopper('by-number')
    // Typed two ways on two leads, and given for texts on a third: all the number's.
    await phoneLead(number.typed, mine, 'A roller trailer for my jon boat.')
    await phoneLead(number.e164.slice(2), shopper('by-number-2'), 'And a spare tire.')
    const withConsent = await phoneLead(
      '',
      shopper('by-number-3'),
      'Text me about it.',
      number.typed,
    )
    expect((await textIn(number.e164, 'Is the 16 ft one in stock?')).status).toBe(200)
    await leadJobsIdle()
    const other = nextNumber()
    await phoneLead(other.typed, shopper('other-number'), 'Someone else entirely.')

    const request = await confirmedByText('copy', number)
    const download = await staffCopy(
      new Request('http://localhost:3000/x', { headers: adminHeaders }),
      routeParams({ id: `${request.id}` }),
    )
    expect(download.status).toBe(200)
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()))
    const copy = JSON.parse(strFromU8(files['copy.json']!))
    expect(copy.phone).toBe(number.e164)
    const messages = copy.leads.map((lead: { message: string }) => lead.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'A roller trailer for my jon boat.',
        'And a spare tire.',
        'Text me about it.',
      ]),
    )
    expect(copy.leads.map((lead: { id: number }) => lead.id)).toContain(withConsent.id)
    expect(copy.texts.map((text: { body: string }) => text.body)).toContain(
      'Is the 16 ft one in stock?',
    )
    expect(copy.consents.map((record: { event: string }) => record.event)).toContain('consent')
    expect(strFromU8(files['texts.csv']!)).toMatch(/Is the 16 ft one in stock\?/)
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1'))
    expect(everything.join('\n')).not.toMatch(
      new RegExp(`Someone else entirely|${other.e164.slice(1)}|privacy-other`),
    )
    expect(strFromU8(files['copy.json']!)).not.toMatch(/"(confirmHash|codeHash|answerHash)"/)

    // The answer goes by text, short, with the link to the answer's page and the copy.
    const answered = await actOn(request.id, { action: 'answer', answer: 'Here is your copy.' })
    expect(await answered.json()).toMatchObject({ mailed: true })
    const text = gateway.to(number.e164).at(-1)!.body
    expect(text).not.toMatch(/Here is your copy/)
    const key = /\/privacy\/request\/answer\?key=([\w-]+)/.exec(text)?.[1]
    const own = await shopperCopyRoute(
      new Request(`http://localhost:3000/api/privacy-requests/copy?key=${key}`),
      {},
    )
    expect(own.status).toBe(200)
  })

  it('a deletion by number anonymises its leads and removes its texts, keeps the opt-out evidence, and extends by text', async () => {
    const db = await payload()
    const number = nextNumber()
    const lead = await phoneLead(number.typed, shopper('delete-number'), 'Delete my boat.')
    expect((await textIn(number.e164, 'What time do you open?')).status).toBe(200)
    expect((await textIn(number.e164, 'STOP')).status).toBe(200)
    expect((await textIn(number.e164, 'START')).status).toBe(200)
    await leadJobsIdle()
    const bystander = await phoneLead(nextNumber().typed, shopper('keep-number'), 'Keep me.')

    const request = await confirmedByText('deletion', number)
    const extended = await actOn(request.id, { action: 'extend', note: 'Checking paper files.' })
    expect(extended.status).toBe(200)
    expect(gateway.to(number.e164).at(-1)!.body).toMatch(
      /we need more time for your privacy request\. Checking paper files\. We will answer by /,
    )
    const answered = await actOn(request.id, { action: 'answer', answer: 'All deleted.' })
    expect(answered.status).toBe(200)
    const after = await db.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    expect(JSON.stringify(after)).not.toMatch(/Delete my boat|delete-number|555-/)
    expect(
      (await db.count({ collection: 'text-messages', where: { number: { equals: number.e164 } } }))
        .totalDocs,
    ).toBe(0)
    const evidence = await db.find({
      collection: 'text-consent-records',
      where: { number: { equals: number.e164 } },
      depth: 0,
    })
    expect(evidence.docs.map((record) => record.event).sort()).toEqual(['opt-in', 'opt-out'])
    expect(
      await db.findByID({ collection: 'quote-requests', id: bystander.id, depth: 0 }),
    ).toMatchObject({ message: 'Keep me.' })
    expect(await requestOfNumber(number.e164)).toMatchObject({
      kind: 'deletion',
      answer: 'All deleted.',
    })
  })
})
