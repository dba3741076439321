import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fakeAccountSid, startFakeTwilio, twilioWebhook } from '../support/fake-twilio'
import { appUrl } from './helpers/app-url'

/*
 * Issue 50 items 3, 4, 5 and 9 (ADR 0050) through the real routes and Twilio's SDK against the
 * local fake gateway: opt-outs in the shopper's own words, staff texts only to those who asked or
 * texted in, inbound texts once, and the consent evidence admins export. The app reads the
 * environment once: it is set before the imports.
 */
const gateway = await startFakeTwilio()
Object.assign(process.env, gateway.env)

const { POST: contact } = await import('@/app/api/contact/route')
const { POST: inbound } = await import('@/app/api/texting/inbound/route')
const { GET: panel, POST: staffText } = await import('@/app/api/leads/[id]/texts/route')
const { GET: consentsCsv } = await import('@/app/api/leads/text-consents.csv/route')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { leadJobsIdle } = await import('./helpers/lead-jobs')
const { queueText } = await import('@/server/texting/queue')
const { inTransaction } = await import('@/server/database/in-transaction')

const dealerNumber = '+12015550100'
let staff: Headers
let seq = 0
// A number of its own for each test (opt-outs are per number), apart from texting.int.test.ts's.
const nextNumber = () => {
  const n = String(1000 + ((process.pid * 3 + seq++ * 11) % 9000)).padStart(4, '0')
  return { local: `(202) 555-${n}`, e164: `+1202555${n}` }
}

beforeAll(async () => {
  staff = await signedInHeaders('staff')
  const client = await payload()
  const current = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: {
      texting: {
        ...current.texting,
        number: dealerNumber,
        quietStartHour: 0,
        quietEndHour: 0,
        perNumberDailyCap: 10,
        dailyCap: 500,
      },
    },
  })
})

afterAll(async () => {
  await leadJobsIdle()
  await gateway.close()
})

async function postLead(fields: Record<string, unknown>) {
  const email = `consent-${process.pid}-${Date.now()}-${seq++}@shopper.example`
  const response = await contact(
    jsonRequest(
      '/api/contact',
      'POST',
      {
        name: 'Pat Boater',
        email,
        message: 'Is the bunk trailer still there?',
        trailer: 'Tandem Bunk 22',
        source: { page: '/inventory/12-tandem-bunk-22' },
        ...fields,
      },
      new Headers(fromClient(`198.51.100.${(seq % 200) + 20}`)),
    ),
    {},
  )
  expect(response.status).toBe(201)
  const client = await payload()
  const { docs } = await client.find({
    collection: 'quote-requests',
    where: { email: { equals: email } },
    depth: 0,
  })
  return docs[0]!
}
const askForText = (mobile: string) => postLead({ textMe: true, mobile })

let inboundSeq = 0
const textIn = (
  from: string,
  body: string,
  sid = `SM${process.pid}c${Date.now()}c${inboundSeq++}`,
) =>
  inbound(
    twilioWebhook(appUrl('/api/texting/inbound'), {
      AccountSid: fakeAccountSid,
      MessageSid: sid,
      From: from,
      To: dealerNumber,
      Body: body,
    }),
    {},
  )

type Panel = {
  number: string | null
  closed: string | null
  optOut: { words: string; at: string } | null
}
const panelOf = async (leadId: number): Promise<Panel> =>
  (
    await panel(
      jsonRequest(`/api/leads/${leadId}/texts`, 'GET', undefined, staff),
      routeParams({ id: String(leadId) }),
    )
  ).json()

const sendFromCard = (leadId: number, body: string) =>
  staffText(
    jsonRequest(`/api/leads/${leadId}/texts`, 'POST', { body }, staff),
    routeParams({ id: String(leadId) }),
  )

const inboundWithSid = async (sid: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'text-messages', where: { providerSid: { equals: sid } }, depth: 0 })
  ).docs

describe('an opt-out in the shopper’s own words', () => {
  it('“Stop texting me” opts out with one confirmation; the card shows the words and time and is closed', async () => {
    const { local, e164 } = nextNumber()
    const lead = await askForText(local)
    const first = await (await textIn(e164, 'Stop texting me, I bought one already.')).text()
    expect(first).toContain('You will get no more texts')
    // Said again, in other words: kept, not confirmed twice.
    expect(await (await textIn(e164, 'no more texts please')).text()).not.toContain('<Message>')
    const view = await panelOf(lead.id)
    expect(view.optOut).toMatchObject({ words: 'Stop texting me, I bought one already.' })
    expect(Date.now() - new Date(view.optOut!.at).getTime()).toBeLessThan(60_000)
    expect(view.closed).toContain('opted out of texts')
    const refused = await sendFromCard(lead.id, 'Still interested?')
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toContain('opted out of texts')
    const client = await payload()
    const updated = await client.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    expect(updated.activity?.map((line) => line.text)).toContain(
      'The shopper opted out of texts: “Stop texting me, I bought one already.”',
    )
  })

  it('stops every automatic text to the number, whatever its kind, and every later lead', async () => {
    const { local, e164 } = nextNumber()
    await askForText(local)
    expect((await textIn(e164, 'OPTOUT')).status).toBe(200)
    const client = await payload()
    // Any automatic text (an instant reply, a review request, an alert) goes through queueText.
    const { message, jobId } = await inTransaction(client, {}, (req) =>
      queueText(
        client,
        { leadId: null, number: e164, body: 'Tell us how we did', automatic: true },
        req,
      ),
    )
    expect(jobId).toBeNull()
    expect(message.status).toBe('refused')
    // A later form with 'Text me' ticked does not opt the number back in.
    const later = await askForText(local)
    const texts = (
      await client.find({
        collection: 'text-messages',
        where: { lead: { equals: later.id }, direction: { equals: 'out' } },
        depth: 0,
      })
    ).docs
    expect(texts.map((text) => text.status)).toEqual(['refused'])
    expect((await panelOf(later.id)).closed).toContain('opted out of texts')
    // START opts back in, once, and texting opens on every lead of the number.
    expect(await (await textIn(e164, 'START')).text()).toContain('Reply STOP to opt out')
    expect(await (await textIn(e164, 'start')).text()).not.toContain('<Message>')
    expect((await panelOf(later.id)).closed).toBeNull()
    expect((await sendFromCard(later.id, 'Welcome back')).status).toBe(201)
  })

  it('“Can I stop by Saturday?” is a message on the lead, not an opt-out', async () => {
    const { local, e164 } = nextNumber()
    const lead = await askForText(local)
    expect(await (await textIn(e164, 'Can I stop by Saturday?')).text()).not.toContain('<Message>')
    expect((await panelOf(lead.id)).closed).toBeNull()
    const client = await payload()
    const { docs } = await client.find({
      collection: 'text-messages',
      where: { lead: { equals: lead.id }, direction: { equals: 'in' } },
      depth: 0,
    })
    expect(docs.map((text) => text.body)).toEqual(['Can I stop by Saturday?'])
  })
})

describe('staff text only those who asked or wrote first', () => {
  it('a lead that did not tick Text me: the card says why, the server refuses with 403', async () => {
    const { local } = nextNumber()
    const lead = await postLead({ phone: local })
    const view = await panelOf(lead.id)
    expect(view.number).toBeNull()
    expect(view.closed).toContain('has not asked for texts')
    const refused = await sendFromCard(lead.id, 'Hi, we have it in stock')
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toContain('has not asked for texts')
    const client = await payload()
    const { totalDocs } = await client.count({
      collection: 'text-messages',
      where: { lead: { equals: lead.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('a shopper who texted in first can be texted back at that number', async () => {
    const { e164 } = nextNumber()
    expect((await textIn(e164, 'Do you have a 16 ft bunk trailer?')).status).toBe(200)
    const client = await payload()
    const { docs } = await client.find({
      collection: 'quote-requests',
      where: { phone: { equals: e164 } },
      depth: 0,
    })
    expect((await panelOf(docs[0]!.id)).number).toBe(e164)
    expect((await sendFromCard(docs[0]!.id, 'Yes, two on the lot.')).status).toBe(201)
  })
})

describe('inbound texts, once and never lost', () => {
  it('two deliveries of one message, one after the other and at once, answer 200 and store it once', async () => {
    const { local, e164 } = nextNumber()
    await askForText(local)
    const sid = `SM${process.pid}twice${Date.now()}`
    const answers = [await textIn(e164, 'Yes, Saturday works', sid)]
    answers.push(await textIn(e164, 'Yes, Saturday works', sid))
    const sidAtOnce = `${sid}b`
    answers.push(
      ...(await Promise.all([
        textIn(e164, 'And the spare?', sidAtOnce),
        textIn(e164, 'And the spare?', sidAtOnce),
      ])),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(await inboundWithSid(sid)).toHaveLength(1)
    expect(await inboundWithSid(sidAtOnce)).toHaveLength(1)
  })

  it('four first texts at once from a new number make one lead with the four texts', async () => {
    const { e164 } = nextNumber()
    const answers = await Promise.all(
      ['Hi', 'Is the 18 ft still there?', 'What does it cost?', 'Thanks'].map((body) =>
        textIn(e164, body),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const client = await payload()
    const { docs } = await client.find({
      collection: 'quote-requests',
      where: { phone: { equals: e164 } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const { totalDocs } = await client.count({
      collection: 'text-messages',
      where: { lead: { equals: docs[0]!.id }, direction: { equals: 'in' } },
    })
    expect(totalDocs).toBe(4)
  })
})

describe('consent kept as evidence, exported by admins', () => {
  const today = () => new Date().toISOString().slice(0, 10)
  const exportAs = (headers: Headers, query = `from=${today()}&to=${today()}`) =>
    consentsCsv(new Request(appUrl(`/api/leads/text-consents.csv?${query}`), { headers }), {})

  it('lists each consent (words, time, address, page) and opt-out (words, time, channel) of the days asked', async () => {
    const { local, e164 } = nextNumber()
    const lead = await askForText(local)
    expect((await textIn(e164, 'remove me from your list')).status).toBe(200)
    const response = await exportAs(await signedInHeaders('admin'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text()).split('\r\n').filter((line) => line.includes(e164))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T[^,]+,consent,'\\${e164},"Yes, text me at this number.*",web-form,198\\.51\\.100\\.\\d+,/inventory/12-tandem-bunk-22,${lead.id}$`,
      ),
    )
    expect(lines[1]).toMatch(
      new RegExp(`,opt-out,'\\${e164},remove me from your list,text,,,${lead.id}$`),
    )
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const before = await exportAs(
      await signedInHeaders('admin'),
      `from=${yesterday}&to=${yesterday}`,
    )
    expect(await before.text()).not.toContain(e164)
  })

  it('is refused to staff, editors and anonymous callers, and a bad range is a 400', async () => {
    expect((await exportAs(await signedInHeaders('staff'))).status).toBe(403)
    expect((await exportAs(await signedInHeaders('editor'))).status).toBe(403)
    expect((await exportAs(new Headers())).status).toBe(401)
    const admin = await signedInHeaders('admin')
    const bad = await exportAs(admin, 'from=2026-02-30&to=2026-03-01')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toBe('from: give the first day as YYYY-MM-DD')
    expect((await exportAs(admin, 'from=2026-03-02&to=2026-03-01')).status).toBe(400)
  })
})
