import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailText, startSmtpCapture } from '../support/smtp-capture'
import { fakeAccountSid, startFakeTwilio, twilioWebhook } from '../support/fake-twilio'
import { appUrl } from './helpers/app-url'
import { runAtDealerNoon } from './helpers/dealer-daytime'

/*
 * Texting with shoppers (ADR 0046) through the real routes, the jobs queue and Twilio's SDK, sent
 * to a local fake gateway, and the staff e-mails to a local SMTP sink. The app reads the
 * environment once: it is set before the imports.
 */
const gateway = await startFakeTwilio()
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
Object.assign(process.env, gateway.env)

const { POST: contact } = await import('@/app/api/contact/route')
const { POST: inbound } = await import('@/app/api/texting/inbound/route')
const { POST: receipt } = await import('@/app/api/texting/status/route')
const { GET: panel, POST: staffText } = await import('@/app/api/leads/[id]/texts/route')
const { GET: deskList } = await import('@/app/api/leads/route')
const { PATCH: deskUpdate } = await import('@/app/api/leads/[id]/route')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { endBackoffs, leadJobsIdle } = await import('./helpers/lead-jobs')
const { runLeadJobs } = await import('@/server/leads/notifications')
const { queueText } = await import('@/server/texting/queue')
const { inTransaction } = await import('@/server/database/in-transaction')
const { sendTextTask } = await import('@/server/texting/send-job')

const dealerNumber = '+12015550100'
let staff: Headers
let seq = 0
// A number of its own for each test: caps and opt-outs are per number.
const nextNumber = () => {
  const n = String(1000 + ((process.pid + seq++ * 7) % 9000)).padStart(4, '0')
  return { local: `(201) 555-${n}`, e164: `+1201555${n}` }
}
const shopperEmail = () => `texting-${process.pid}-${Date.now()}-${seq++}@shopper.example`

async function settings(texting: Record<string, unknown>) {
  const client = await payload()
  const current = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: { texting: { ...current.texting, ...texting } },
  })
}

beforeAll(async () => {
  // The tests run at any hour: at noon dealer time, with quiet hours off, tested below.
  runAtDealerNoon()
  staff = await signedInHeaders('staff')
  await settings({
    number: dealerNumber,
    quietStartHour: 0,
    quietEndHour: 0,
    perNumberDailyCap: 10,
    dailyCap: 500,
    templates: [{ label: 'Still here', body: 'It is still on the lot. Want to come see it?' }],
  })
})

afterAll(async () => {
  await settings({ number: null, quietStartHour: 20, quietEndHour: 8 })
  await leadJobsIdle()
  await gateway.close()
  await smtp.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(look: () => Promise<T | undefined | null | false>, ms = 60_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const seen = await look()
    if (seen) return seen
    if (Date.now() > deadline) throw new Error('timed out')
    await pause(100)
  }
}

const textsOf = async (leadId: number) =>
  (
    await (
      await payload()
    ).find({
      collection: 'text-messages',
      where: { lead: { equals: leadId } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
    })
  ).docs

async function askForText(mobile: string, extra: Record<string, unknown> = {}) {
  const email = shopperEmail()
  const response = await contact(
    jsonRequest(
      '/api/contact',
      'POST',
      {
        name: 'Pat Boater',
        email,
        message: 'Is the bunk trailer still there?',
        trailer: 'Tandem Bunk 22',
        textMe: true,
        mobile,
        ...extra,
      },
      new Headers(fromClient(`198.51.100.${(seq % 200) + 20}`)),
    ),
    {},
  )
  return { response, email }
}

const leadByEmail = async (email: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'quote-requests', where: { email: { equals: email } }, depth: 0 })
  ).docs[0]!

/* The lead with this e-mail as the desk lists it (GET /api/leads, searched). */
async function deskLead(email: string) {
  const url = appUrl(`/api/leads?q=${encodeURIComponent(email)}`)
  const response = await deskList(new Request(url, { headers: staff }), {})
  const { leads } = (await response.json()) as { leads: { textWaitingSince: string | null }[] }
  return leads[0]!
}

const sendFromCard = (leadId: number, body: string) =>
  staffText(
    jsonRequest(`/api/leads/${leadId}/texts`, 'POST', { body }, staff),
    routeParams({ id: String(leadId) }),
  )

let inboundSeq = 0
const textIn = (
  from: string,
  body: string,
  sid = `SM${process.pid}x${Date.now()}x${inboundSeq++}`,
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

describe('the instant text', () => {
  it('goes to a shopper who ticked Text me within a minute, with the consent stored', async () => {
    const { local, e164 } = nextNumber()
    const started = Date.now()
    const { response, email } = await askForText(local)
    expect(response.status).toBe(201)
    const lead = await leadByEmail(email)
    expect(lead.textConsent).toMatchObject({ number: e164 })
    expect(lead.textConsent?.text).toContain('Reply STOP to opt out')
    expect(lead.textConsent?.address).toMatch(/^198\.51\.100\./)
    const [text] = await until(async () => {
      const texts = await textsOf(lead.id)
      return texts[0]?.status === 'sent' && texts
    })
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(text).toMatchObject({ direction: 'out', automatic: true, number: e164 })
    const received = gateway.to(e164)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ from: dealerNumber, sid: text!.providerSid })
    expect(received[0]!.body).toContain('Hi Pat')
    expect(received[0]!.statusCallback).toBe('http://localhost:3000/api/texting/status')
    // An automatic text is not a response.
    expect((await leadByEmail(email)).firstResponseAt ?? null).toBeNull()
  })

  it('uses the kind’s own template when Lead settings have one', async () => {
    const client = await payload()
    const before = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
    await client.updateGlobal({
      slug: 'lead-settings',
      data: {
        routing: {
          ...before.routing,
          replyByKind: [{ kind: 'quote', text: 'Quote desk: hi {name}, we are on it.' }],
        },
      },
    })
    try {
      const { local, e164 } = nextNumber()
      expect((await askForText(local)).response.status).toBe(201)
      await until(async () => gateway.to(e164).length > 0)
      expect(gateway.to(e164)[0]!.body).toBe('Quote desk: hi Pat, we are on it.')
    } finally {
      await client.updateGlobal({
        slug: 'lead-settings',
        data: { routing: { ...before.routing, replyByKind: before.routing?.replyByKind ?? [] } },
      })
    }
  })

  it('is refused with a message for a number that cannot get texts, and nothing is stored', async () => {
    const { response, email } = await askForText('(800) 555-0199')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'That number cannot receive texts. Enter a mobile number.',
    })
    const { response: none } = await askForText('')
    expect(none.status).toBe(400)
    const client = await payload()
    const { totalDocs } = await client.count({
      collection: 'quote-requests',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(0)
  })

  it('goes to one number at most once an hour, however many forms name it', async () => {
    const { local, e164 } = nextNumber()
    const first = await askForText(local)
    const second = await askForText(local)
    expect(second.response.status).toBe(201)
    const lead = await leadByEmail(second.email)
    const [refused] = await textsOf(lead.id)
    expect(refused).toMatchObject({ status: 'refused' })
    expect(refused!.error).toContain('automatic text less than an hour ago')
    await until(
      async () => (await textsOf((await leadByEmail(first.email)).id))[0]?.status === 'sent',
    )
    expect(gateway.to(e164)).toHaveLength(1)
  })

  it('waits out quiet hours until 8 am dealer time', async () => {
    const { e164 } = nextNumber()
    await settings({ quietStartHour: 20, quietEndHour: 8 })
    try {
      const client = await payload()
      // 23:30 EST on 31 October 2026, the night the clocks go back.
      const night = new Date('2026-11-01T03:30:00Z')
      const { message, jobId } = await inTransaction(client, {}, (req) =>
        queueText(
          client,
          { leadId: null, number: e164, body: 'Good morning', automatic: true },
          req,
          night,
        ),
      )
      expect(message.status).toBe('held')
      expect(message.sendAfter).toBe('2026-11-01T13:00:00.000Z')
      const job = await client.findByID({ collection: 'payload-jobs', id: jobId!, depth: 0 })
      expect(new Date(job.waitUntil!).toISOString()).toBe('2026-11-01T13:00:00.000Z')
      await client.delete({ collection: 'payload-jobs', id: jobId! })
    } finally {
      await settings({ quietStartHour: 0, quietEndHour: 0 })
    }
  })
})

describe('the lead card', () => {
  it('a staff member replies; the thread shows it with its delivery state', async () => {
    const { local, e164 } = nextNumber()
    const { email } = await askForText(local)
    const lead = await leadByEmail(email)
    await until(async () => (await textsOf(lead.id))[0]?.status === 'sent')
    const response = await sendFromCard(lead.id, 'It is still here. Come by Saturday?')
    expect(response.status).toBe(201)
    await until(async () => (await textsOf(lead.id))[1]?.status === 'sent')
    expect(gateway.to(e164).map((text) => text.body)).toContain(
      'It is still here. Come by Saturday?',
    )
    const view = await (
      await panel(
        jsonRequest(`/api/leads/${lead.id}/texts`, 'GET', undefined, staff),
        routeParams({ id: String(lead.id) }),
      )
    ).json()
    expect(view.number).toBe(e164)
    expect(view.templates).toEqual([
      { label: 'Still here', body: 'It is still on the lot. Want to come see it?' },
    ])
    expect(
      view.thread.map((text: { direction: string; status: string }) => text.direction),
    ).toEqual(['out', 'out'])
    // A person's text is the first response.
    expect((await leadByEmail(email)).firstResponseAt).toBeTruthy()
  })

  it('needs a staff session', async () => {
    const response = await staffText(
      jsonRequest('/api/leads/1/texts', 'POST', { body: 'hi' }),
      routeParams({ id: '1' }),
    )
    expect(response.status).toBe(401)
  })

  // Skipped: in the full suite it times out (both tries, in each of the last two full runs, on
  // the noon test clock of ADR 0052), while alone or with its file it passes in a second. The
  // cause is not found yet; the closing note of issue 50's stop says where to look.
  it('a text the gateway answers 500 to is retried and sent', async () => {
    const { local, e164 } = nextNumber()
    const { email } = await askForText(local)
    const lead = await leadByEmail(email)
    await until(async () => (await textsOf(lead.id))[0]?.status === 'sent')
    gateway.failNext(1)
    expect((await sendFromCard(lead.id, 'Second try')).status).toBe(201)
    const failedOnce = await until(async () => {
      const text = (await textsOf(lead.id))[1]
      return text?.attempts === 1 && text.status === 'queued' && text
    })
    expect(failedOnce.error).toBeTruthy()
    // The queue writes the job's backoff after the attempt: wait for it before ending it.
    const client = await payload()
    const job = await until(async () => {
      const { docs } = await client.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendText' }, processing: { equals: false } },
        pagination: false,
        depth: 0,
      })
      return docs.find(
        (job) =>
          (job.input as { messageId?: number }).messageId === failedOnce.id &&
          (job.totalTried ?? 0) >= 1,
      )
    })
    await endBackoffs()
    // This job alone: other files' and tests' jobs may fill a run's limit.
    await runLeadJobs(client, [job.id])
    await until(async () => (await textsOf(lead.id))[1]?.status === 'sent')
    expect(gateway.to(e164).map((text) => text.body)).toContain('Second try')
  })

  it('a text two runners take at once is sent once', async () => {
    const { e164 } = nextNumber()
    const client = await payload()
    const { message, jobId } = await inTransaction(client, {}, (req) =>
      queueText(client, { leadId: null, number: e164, body: 'Once only', automatic: false }, req),
    )
    await client.delete({ collection: 'payload-jobs', id: jobId! })
    // The task as the queue runs it: a request's own run and the cron, at the same moment.
    const attempt = () =>
      (sendTextTask.handler as (args: unknown) => Promise<{ output: { status: string } }>)({
        input: { messageId: message.id },
        job: { totalTried: 0 },
        req: { payload: client },
      })
    const outcomes = await Promise.all([attempt(), attempt()])
    expect(outcomes.map((outcome) => outcome.output.status)).toContain('sent')
    expect(gateway.to(e164)).toHaveLength(1)
    expect((await client.findByID({ collection: 'text-messages', id: message.id })).status).toBe(
      'sent',
    )
  })

  it('the per-number and per-day caps refuse, and the card says why', async () => {
    const { local } = nextNumber()
    const { email } = await askForText(local)
    const lead = await leadByEmail(email)
    await settings({ perNumberDailyCap: 2 })
    try {
      // The instant text is not a staff text: two staff texts still go.
      expect((await sendFromCard(lead.id, 'One')).status).toBe(201)
      expect((await sendFromCard(lead.id, 'Two')).status).toBe(201)
      const refused = await sendFromCard(lead.id, 'Three')
      expect(refused.status).toBe(409)
      expect((await refused.json()).error).toContain('texts per day')
    } finally {
      await settings({ perNumberDailyCap: 10 })
    }
    await settings({ dailyCap: 1 })
    try {
      const other = await leadByEmail((await askForText(nextNumber().local)).email)
      const refused = await sendFromCard(other.id, 'Over the day')
      expect(refused.status).toBe(409)
      expect((await refused.json()).error).toContain('the site reached its texts per day')
    } finally {
      await settings({ dailyCap: 500 })
    }
  })
})

describe('inbound texts and opt-outs', () => {
  it('a reply lands on the shopper’s newest open lead, once however often it is delivered', async () => {
    const { local, e164 } = nextNumber()
    await askForText(local)
    const { email } = await askForText(local)
    const newest = await leadByEmail(email)
    const sid = `SM${process.pid}dup${Date.now()}`
    expect((await textIn(e164, 'Yes, Saturday works', sid)).status).toBe(200)
    expect((await textIn(e164, 'Yes, Saturday works', sid)).status).toBe(200)
    const texts = (await textsOf(newest.id)).filter((text) => text.direction === 'in')
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({
      body: 'Yes, Saturday works',
      status: 'received',
      providerSid: sid,
    })
    // Once, wherever the routing job's own line falls beside it.
    const lines = (await leadByEmail(email)).activity ?? []
    expect(
      lines.filter(
        (line) =>
          line.kind === 'text' && line.text === 'Text from the shopper: Yes, Saturday works',
      ),
    ).toHaveLength(1)
  })

  it('a shopper’s text marks the card until staff text back', async () => {
    const { local, e164 } = nextNumber()
    const { email } = await askForText(local)
    const lead = await leadByEmail(email)
    expect(lead.textWaitingSince ?? null).toBeNull()
    expect((await textIn(e164, 'Is the spare tire included?')).status).toBe(200)
    const waiting = (await leadByEmail(email)).textWaitingSince
    expect(waiting).toEqual(expect.any(String))
    expect((await deskLead(email)).textWaitingSince).toBe(waiting)
    expect((await sendFromCard(lead.id, 'Yes, a spare on a bracket.')).status).toBe(201)
    expect((await leadByEmail(email)).textWaitingSince ?? null).toBeNull()
    // Answered another way (a call, noted on the card): seen to as well.
    expect((await textIn(e164, 'Can you call me?')).status).toBe(200)
    expect((await leadByEmail(email)).textWaitingSince).toEqual(expect.any(String))
    const noted = await deskUpdate(
      jsonRequest(`/api/leads/${lead.id}`, 'PATCH', { note: 'Called back' }, staff),
      routeParams({ id: String(lead.id) }),
    )
    expect(noted.status).toBe(200)
    expect((await leadByEmail(email)).textWaitingSince ?? null).toBeNull()
  })

  it('a text on a lead someone owns e-mails them about it, without the text', async () => {
    const { local, e164 } = nextNumber()
    const lead = await leadByEmail((await askForText(local)).email)
    const client = await payload()
    const owner = await client.create({
      collection: 'users',
      data: {
        email: `owner-${process.pid}-${Date.now()}@texting.test`,
        password: 'a-long-test-password',
        role: 'staff',
        firstName: 'Morgan',
      },
    })
    await client.update({ collection: 'quote-requests', id: lead.id, data: { owner: owner.id } })
    // The webhook starts the e-mail's job itself, as a new lead's request does.
    expect((await textIn(e164, 'Can I pick it up Friday?')).status).toBe(200)
    const [mail] = await until(async () => {
      const mails = smtp.to(owner.email)
      return mails.length > 0 && mails
    })
    const text = mailText(mail!)
    expect(text).toContain('texted on a lead that is yours')
    expect(text).toContain(`/admin/leads/${lead.id}`)
    expect(text).not.toContain('Friday')
    const noted = (line: { text?: string | null }) =>
      line.text === "E-mailed Morgan about the shopper's text"
    await until(async () => (await leadByEmail(lead.email)).activity?.some(noted))
  })

  it('a text from an unknown number starts a lead of kind text', async () => {
    const { e164 } = nextNumber()
    expect((await textIn(e164, 'Do you have a 16 ft bunk trailer?')).status).toBe(200)
    const client = await payload()
    const { docs } = await client.find({
      collection: 'quote-requests',
      where: { phone: { equals: e164 } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'text', message: 'Do you have a 16 ft bunk trailer?' })
    expect((await textsOf(docs[0]!.id))[0]).toMatchObject({ direction: 'in' })
  })

  it('STOP opts out with one confirmation, a send is refused, START opts back in', async () => {
    const { local, e164 } = nextNumber()
    const lead = await leadByEmail((await askForText(local)).email)
    const stop = await textIn(e164, '  stop ')
    expect(await stop.text()).toContain('You will get no more texts')
    expect(await (await textIn(e164, 'STOP')).text()).not.toContain('<Message>')
    const refused = await sendFromCard(lead.id, 'Still interested?')
    expect(refused.status).toBe(409)
    expect((await refused.json()).error).toContain('opted out of texts')
    const help = await (await textIn(e164, 'help')).text()
    expect(help).toContain('Reply STOP to opt out')
    expect(await (await textIn(e164, 'Start')).text()).toContain('Reply STOP to opt out')
    expect((await sendFromCard(lead.id, 'Welcome back')).status).toBe(201)
  })
})

describe('webhooks only Twilio can call', () => {
  const params = (sid: string) => ({
    AccountSid: fakeAccountSid,
    MessageSid: sid,
    From: '+12015559876',
    To: dealerNumber,
    Body: 'hello',
  })
  const storedWithSid = async (sid: string) =>
    (
      await (
        await payload()
      ).count({ collection: 'text-messages', where: { providerSid: { equals: sid } } })
    ).totalDocs

  it('a missing, wrong or tampered signature is 403 and stores nothing', async () => {
    const sid = `SMtamper${process.pid}${Date.now()}`
    expect(
      (await inbound(twilioWebhook(appUrl('/api/texting/inbound'), params(sid), null), {})).status,
    ).toBe(403)
    expect(
      (await inbound(twilioWebhook(appUrl('/api/texting/inbound'), params(sid), 'bm90IGl0'), {}))
        .status,
    ).toBe(403)
    const signed = twilioWebhook(appUrl('/api/texting/inbound'), params(sid))
    const tampered = new Request(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: new URLSearchParams({ ...params(sid), Body: 'STOP' }).toString(),
    })
    expect((await inbound(tampered, {})).status).toBe(403)
    expect(await storedWithSid(sid)).toBe(0)
    const receiptResponse = await receipt(
      twilioWebhook(
        appUrl('/api/texting/status'),
        { MessageSid: sid, MessageStatus: 'delivered' },
        'bm90IGl0',
      ),
      {},
    )
    expect(receiptResponse.status).toBe(403)
  })

  it('a delivery receipt moves a text forward; a replayed or late one changes nothing', async () => {
    const { local, e164 } = nextNumber()
    const lead = await leadByEmail((await askForText(local)).email)
    const [sent] = await until(async () => {
      const texts = await textsOf(lead.id)
      return texts[0]?.status === 'sent' && texts
    })
    const report = (status: string) =>
      receipt(
        twilioWebhook(appUrl('/api/texting/status'), {
          MessageSid: sent!.providerSid!,
          MessageStatus: status,
          To: e164,
        }),
        {},
      )
    expect((await report('delivered')).status).toBe(204)
    const delivered = (await textsOf(lead.id))[0]!
    expect(delivered.status).toBe('delivered')
    expect((await report('delivered')).status).toBe(204)
    expect((await report('sent')).status).toBe(204)
    const after = (await textsOf(lead.id))[0]!
    expect(after.status).toBe('delivered')
    expect(after.updatedAt).toBe(delivered.updatedAt)
  })
})
