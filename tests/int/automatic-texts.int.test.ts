import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'
import { startFakeTwilio } from '../support/fake-twilio'
import { runAtDealerNoon } from './helpers/dealer-daytime'

/*
 * Automatic texts (ADR 0052) through the contact route, the jobs queue and Twilio's SDK, sent to
 * a local fake gateway: they say only what the dealer wrote, have a budget of their own that
 * anonymous forms cannot turn against staff replies, and go only from 8 am to 8 pm dealer time.
 */
const gateway = await startFakeTwilio()
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
Object.assign(process.env, gateway.env)

const { POST: contact } = await import('@/app/api/contact/route')
const { POST: staffText } = await import('@/app/api/leads/[id]/texts/route')
const { fromClient, jsonRequest, payload, routeParams, signedInHeaders } =
  await import('./helpers/requests')
const { leadJobsIdle } = await import('./helpers/lead-jobs')
const { createItem, ensureTestCategories } = await import('./helpers/inventory-fixtures')

const dealerNumber = '+12015550100'
const hourMs = 60 * 60_000
let staff: Headers
let noon: number
let seq = 0
const nextNumber = () => {
  const n = String(2000 + ((process.pid + seq++ * 13) % 8000)).padStart(4, '0')
  return { local: `(201) 555-${n}`, e164: `+1201555${n}` }
}
const email = () => `auto-${process.pid}-${Date.now()}-${seq++}@shopper.example`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(look: () => Promise<T | undefined | null | false>, ms = 30_000) {
  const deadline = performance.now() + ms
  for (;;) {
    const seen = await look()
    if (seen) return seen
    if (performance.now() > deadline) throw new Error('timed out')
    await pause(100)
  }
}

async function texting(values: Record<string, unknown>) {
  const client = await payload()
  const current = await client.findGlobal({ slug: 'lead-settings', depth: 0 })
  await client.updateGlobal({
    slug: 'lead-settings',
    data: { texting: { ...current.texting, ...values } },
  })
}

beforeAll(async () => {
  runAtDealerNoon()
  noon = Date.now()
  staff = await signedInHeaders('staff')
  await texting({
    number: dealerNumber,
    autoReply:
      'Hi {name}, thanks for asking {business} about {trailer}. We will text you back shortly. Reply STOP to opt out.',
    quietStartHour: 0,
    quietEndHour: 0,
    perNumberDailyCap: 10,
    dailyCap: 500,
    automaticDailyCap: 200,
  })
})

afterAll(async () => {
  await texting({ number: null })
  await leadJobsIdle()
  vi.useRealTimers()
  await gateway.close()
  await smtp.close()
})

/** A lead form asking for texts, posted by `client`; the lead stored and its first text. */
async function form(mobile: string, client: string, fields: Record<string, unknown> = {}) {
  const address = email()
  const response = await contact(
    jsonRequest(
      '/api/contact',
      'POST',
      {
        name: 'Pat Boater',
        email: address,
        message: 'Is it still there?',
        textMe: true,
        mobile,
        ...fields,
      },
      new Headers(fromClient(client)),
    ),
    {},
  )
  expect(response.status).toBe(201)
  const client_ = await payload()
  const lead = (
    await client_.find({ collection: 'quote-requests', where: { email: { equals: address } } })
  ).docs[0]!
  // The request starts its lead's jobs at once: the text is read once they are done with it
  // (sent, held for its hour, or refused), not while a run may be sending it.
  const text = await until(async () => {
    const [found] = (
      await client_.find({
        collection: 'text-messages',
        where: { lead: { equals: lead.id } },
        depth: 0,
      })
    ).docs
    return found && !['queued', 'sending'].includes(found.status) && found
  })
  return { lead, text }
}

const sentTo = (e164: string) =>
  until(async () => {
    const texts = gateway.to(e164)
    return texts.length > 0 && texts
  })

const staffReply = (leadId: number, body: string) =>
  staffText(
    jsonRequest(`/api/leads/${leadId}/texts`, 'POST', { body }, staff),
    routeParams({ id: String(leadId) }),
  )

describe('the dealer’s number says only what the dealer wrote', () => {
  it('a bot’s name and trailer field are not texted: no name, no words of theirs, no link', async () => {
    const { local, e164 } = nextNumber()
    const { text } = await form(local, '203.0.113.10', {
      name: 'Hi evil.com/claim',
      trailer: 'EVIL PRIZE: claim $500 at evil.example/win',
    })
    expect(text.status).toBe('sent')
    const [sent] = await sentTo(e164)
    const site = await (await payload()).findGlobal({ slug: 'site-settings', depth: 0 })
    expect(sent!.body).toBe(
      `Hi, thanks for asking ${site.businessName} about a trailer. We will text you back shortly. Reply STOP to opt out.`,
    )
    for (const word of ['evil', 'claim', 'prize', '$500', 'win', '.com', 'http']) {
      expect(sent!.body.toLowerCase()).not.toContain(word)
    }
  })

  it('names the unit as the inventory holds it, and the first name that passes', async () => {
    await ensureTestCategories()
    const unit = await createItem({ model_name: `Auto Text Bunk ${process.pid}` })
    const { local, e164 } = nextNumber()
    await form(local, '203.0.113.11', { name: 'Mary-Jane Boater', trailer: unit.model_name })
    const [sent] = await sentTo(e164)
    expect(sent!.body).toMatch(
      new RegExp(`^Hi Mary-Jane, thanks for asking .* about ${unit.model_name}\\.`),
    )
  })
})

describe('automatic texts have a budget of their own', () => {
  it('forms that use up the automatic budget leave a staff reply free to go', async () => {
    const client = await payload()
    const { totalDocs: already } = await client.count({
      collection: 'text-messages',
      where: { automatic: { equals: true }, status: { not_equals: 'refused' } },
    })
    // Room for two more automatic texts, and for one staff text all day.
    await texting({ automaticDailyCap: already + 2, dailyCap: 1, perNumberDailyCap: 1 })
    try {
      const sent = [
        await form(nextNumber().local, '203.0.113.20'),
        await form(nextNumber().local, '203.0.113.21'),
      ]
      expect(sent.map(({ text }) => text.status)).toEqual(['sent', 'sent'])
      const { local, e164 } = nextNumber()
      const { lead, text } = await form(local, '203.0.113.22')
      expect(text.status).toBe('refused')
      expect(text.error).toBe(
        'Not sent: the site reached its automatic texts per day in Lead settings',
      )
      const reply = await staffReply(lead.id, 'Pat, it is here. Come by at 3?')
      expect(reply.status).toBe(201)
      const [delivered] = await sentTo(e164)
      expect(delivered!.body).toBe('Pat, it is here. Come by at 3?')
    } finally {
      await texting({ automaticDailyCap: 200, dailyCap: 500, perNumberDailyCap: 10 })
    }
  })

  it('one client’s forms set off three automatic texts a day, counted by its /64', async () => {
    const statuses = []
    for (const host of ['10', '11', '12', '13']) {
      const { text } = await form(nextNumber().local, `2001:db8:50:7::${host}`)
      statuses.push(text.error ?? text.status)
    }
    expect(statuses).toEqual([
      'sent',
      'sent',
      'sent',
      'Not sent: the forms of this client set off three automatic texts in 24 hours',
    ])
    // Another block is another client.
    const { text } = await form(nextNumber().local, '2001:db8:50:8::10')
    expect(text.status).toBe('sent')
  })

  it('a number gets one automatic text an hour and three in 24 hours, whoever fills the forms', async () => {
    const { local, e164 } = nextNumber()
    const day = noon - 3 * 24 * hourMs
    const at = (hours: number) => vi.setSystemTime(day + hours * hourMs)
    try {
      const outcome = async (hours: number, client: string) => {
        at(hours)
        const { text } = await form(local, client)
        return text.error ?? text.status
      }
      expect(await outcome(-3, '192.0.2.31')).toBe('sent') // 9:00
      expect(await outcome(-2.5, '192.0.2.32')).toBe(
        'Not sent: the number got an automatic text less than an hour ago',
      )
      expect(await outcome(-1.5, '192.0.2.33')).toBe('sent') // 10:30
      expect(await outcome(0, '192.0.2.34')).toBe('sent') // 12:00
      expect(await outcome(1.5, '192.0.2.35')).toBe(
        'Not sent: the number got three automatic texts in 24 hours',
      )
      // 9:30 the next day: the first is more than 24 hours back, two are within.
      expect(await outcome(21.5, '192.0.2.36')).toBe('sent')
      await until(async () => gateway.to(e164).length === 4)
    } finally {
      vi.setSystemTime(noon + ((Date.now() - noon) % hourMs))
    }
  })
})

describe('automatic texts go from 8 am to 8 pm dealer time', () => {
  it('a form at 9 pm gets its text at 8 am; a staff reply at 9 pm goes at once', async () => {
    const { local, e164 } = nextNumber()
    const ninePm = noon - 2 * 24 * hourMs + 9 * hourMs
    vi.setSystemTime(ninePm)
    try {
      const { lead, text } = await form(local, '192.0.2.40')
      expect(text.status).toBe('held')
      expect(text.sendAfter).toBe(new Date(ninePm + 11 * hourMs).toISOString())
      expect((await staffReply(lead.id, 'We are closed, but here: it is on the lot.')).status).toBe(
        201,
      )
      const [sent] = await sentTo(e164)
      expect(sent!.body).toBe('We are closed, but here: it is on the lot.')
      expect(gateway.to(e164)).toHaveLength(1)
    } finally {
      vi.setSystemTime(noon)
    }
  })
})
