import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailText, startSmtpCapture } from '../support/smtp-capture'

/*
 * The reply every shopper gets within a minute (ADR 0024), through the contact form, the jobs
 * queue and a real SMTP server (a local sink): what it says, what it never repeats, and its
 * limits. The app modules read the environment once, so they are imported after it is set.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)
process.env.QUOTE_NOTIFY_TO = 'leads@dealer.example'

const { POST } = await import('@/app/api/contact/route')
const { fromClient, jsonRequest, payload } = await import('./helpers/requests')
const { endBackoffs, leadsWhen } = await import('./helpers/lead-jobs')
const { createItem, ensureTestCategories } = await import('./helpers/inventory-fixtures')
const { drainLeadJobs, routingStaff } = await import('./helpers/routing-fixtures')
const { replyToShopper } = await import('@/server/leads/reply')
const { queueOrphanedLeads } = await import('@/server/leads/sweeper')

let team: Awaited<ReturnType<typeof routingStaff>>
let unit: Awaited<ReturnType<typeof createItem>>
const stockNumber = `RT-${process.pid}-${Date.now()}`

beforeAll(async () => {
  team = await routingStaff()
  await ensureTestCategories()
  unit = await createItem({ model_name: 'Routing Reply Bunk', stock_number: stockNumber })
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'quote-requests', where: { email: { like: 'routing-reply' } } })
  await client.delete({ collection: 'inventory-items', id: unit.id })
  await team.cleanUp()
  await smtp.close()
})

let clients = 0
let shoppers = 0
const shopper = () => `routing-reply-${process.pid}-${Date.now()}-${shoppers++}@shopper.example`
const post = (body: Record<string, unknown>, client = `198.51.100.${++clients}`) =>
  POST(jsonRequest('/api/contact', 'POST', body, new Headers(fromClient(client))), {})
const replied = (email: string) =>
  leadsWhen({ email: { equals: email } }, (lead) => lead.routing?.reply !== 'pending')
const mailsTo = (email: string) => smtp.to(email).map(mailText)
/*
 * Leads of these addresses once each has its reply decided. The request's own run of the jobs
 * goes first (two runs of one job at once would trip over each other); then time passes and the
 * queue runs the retries, as the cron would.
 */
async function settledAfterRetries(emails: string[]) {
  const client = await payload()
  const leadsOf = async () =>
    (
      await client.find({
        collection: 'quote-requests',
        where: { email: { in: emails } },
        depth: 0,
        pagination: false,
      })
    ).docs
  const routingJobs = async (ids: number[]) =>
    (
      await client.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'routeLead' } },
        depth: 0,
        pagination: false,
      })
    ).docs.filter((job) => ids.includes((job.input as { leadId: number }).leadId))
  for (let round = 0; round < 100; round++) {
    const docs = await leadsOf()
    if (docs.length === emails.length && docs.every((lead) => lead.routing?.reply !== 'pending')) {
      return docs
    }
    const jobs = await routingJobs(docs.map((lead) => lead.id))
    if (jobs.every((job) => !job.processing && (job.totalTried ?? 0) > 0)) {
      await endBackoffs()
      await drainLeadJobs()
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Replies to ${emails.join(', ')} not decided`)
}

/** The message's parts, without its headers (which name the recipient, of course). */
const body = (mail: string) => mail.slice(mail.indexOf('\r\n\r\n'))

describe('the reply to a shopper (ADR 0024)', () => {
  it('greets by name, names the unit with its link, the owner and by when, and the dealer', async () => {
    const email = shopper()
    const started = Date.now()
    const response = await post({
      name: 'Pat\r\nBoater',
      email,
      message: 'Is it still there? Win big at http://spam.example/win',
      source: { page: `http://localhost:3000/inventory/${unit.id}-routing-reply-bunk` },
    })
    expect(response.status).toBe(201)
    const [lead] = await replied(email)
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(lead!.routing?.reply).toBe('sent')
    const [mail, ...more] = mailsTo(email)
    expect(more).toHaveLength(0)
    expect(mail).toMatch(/^Subject: We have your request$/m)
    expect(mail).toMatch(/multipart\/alternative/)
    expect(mail).toMatch(/Content-Type: text\/plain/)
    expect(mail).toMatch(/Content-Type: text\/html/)
    expect(mail).toMatch(/^Hi Pat Boater,\r?$/m)
    expect(mail).toContain('You asked about: Routing Reply Bunk')
    expect(mail).toContain(`Stock number: ${stockNumber}`)
    expect(mail).toContain('Price: $3,895.50')
    expect(mail).toContain(
      `http://localhost:3000/inventory/${unit.id}-routing-reply-bunk?utm_source=lead_autoreply`,
    )
    expect(mail).toMatch(
      /(Avery|Blake|Casey) will contact you by \d{1,2}:\d{2} (AM|PM) (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\./,
    )
    const site = await (await payload()).findGlobal({ slug: 'site-settings', depth: 0 })
    expect(mail).toContain(site.phone)
    expect(mail).toContain(site.address.street)
    // Nothing the shopper typed but the name: not the message, its link or their address.
    expect(body(mail!)).not.toContain('spam.example')
    expect(body(mail!)).not.toContain('Win big')
    expect(body(mail!)).not.toContain(email)
  })

  it('is a system line on the timeline, not the first response', async () => {
    const email = shopper()
    await post({ name: 'Pat Timeline', email, message: 'Timeline' })
    const [lead] = await replied(email)
    expect(lead!.firstResponseAt).toBeFalsy()
    const lines = lead!.activity ?? []
    expect(lines).toContainEqual(
      expect.objectContaining({ kind: 'reply', by: null, text: 'Reply sent to the shopper' }),
    )
    expect(lines).toContainEqual(expect.objectContaining({ kind: 'assigned', by: null }))
  })

  it('greets no name that carries a link, and says hello instead', async () => {
    const email = shopper()
    await post({ name: 'Cheap pills www.spam.example', email, message: 'Spam' })
    await replied(email)
    const [mail] = mailsTo(email)
    expect(mail).toMatch(/^Hello,\r?$/m)
    expect(body(mail!)).not.toContain('spam.example')
  })

  it('goes once per address per 24 hours, also when two requests arrive at once', async () => {
    const email = shopper()
    const answers = await Promise.all([
      post({ name: 'Pat Twice', email, message: 'First' }),
      post({ name: 'Pat Twice', email: email.toUpperCase(), message: 'Second' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    // The one that found the address busy is retried by the queue: time passes.
    const leads = await settledAfterRetries([email, email.toUpperCase()])
    expect(leads.map((lead) => lead.routing?.reply).sort()).toEqual(['sent', 'skipped'])
    const skipped = leads.find((lead) => lead.routing?.reply === 'skipped')!
    expect(skipped.activity?.map((line) => line.text)).toContainEqual(
      expect.stringMatching(/^No reply sent: this address got a reply less than 24 hours ago/),
    )
    const toEither = smtp.received.filter((mail) =>
      mail.to.some((line) => line.toLowerCase() === `rcpt to:<${email}>`),
    )
    expect(toEither).toHaveLength(1)

    // A day and an hour later, the same address gets a reply again.
    const next = await team.lead({ email })
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000)
    expect(await replyToShopper(await payload(), next.id, false, dayLater)).toBe('sent')
  })

  it('counts a +tag, dots at Gmail and upper case as the same address for the 24 hours', async () => {
    const local = `routingreply${process.pid}${Date.now()}`
    const first = await team.lead({ email: `${local}@gmail.com` })
    expect(await replyToShopper(await payload(), first.id, false)).toBe('sent')
    for (const email of [
      `${local}+1@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@googlemail.com`,
      `${local.toUpperCase()}+x@GMAIL.com`,
    ]) {
      const again = await team.lead({ email })
      expect(await replyToShopper(await payload(), again.id, false), email).toBe('skipped')
    }
    // Dots matter at other providers: a different mailbox there gets its own reply.
    const elsewhere = await team.lead({ email: `${local}@shopper.example` })
    expect(await replyToShopper(await payload(), elsewhere.id, false)).toBe('sent')
    const dotted = await team.lead({
      email: `${local.slice(0, 3)}.${local.slice(3)}@shopper.example`,
    })
    expect(await replyToShopper(await payload(), dotted.id, false)).toBe('sent')
    const tagged = await team.lead({ email: `${local}+tag@shopper.example` })
    expect(await replyToShopper(await payload(), tagged.id, false)).toBe('skipped')
  })

  it('takes the audit’s v.ictim@gmail.com and victim@gmail.com for one mailbox, not at other providers', async () => {
    const client = await payload()
    const leads = []
    try {
      for (const [email, reply] of [
        ['v.ictim@gmail.com', 'sent'],
        ['victim@gmail.com', 'skipped'],
        ['v.ictim@shopper.example', 'sent'],
        ['victim@shopper.example', 'sent'],
      ] as const) {
        const lead = await team.lead({ email })
        leads.push(lead.id)
        expect(await replyToShopper(client, lead.id, false), email).toBe(reply)
      }
    } finally {
      await client.delete({ collection: 'quote-requests', where: { id: { in: leads } } })
    }
  })

  it('writes why on the lead when the address stayed busy until the last try', async () => {
    const lead = await team.lead({ email: shopper() })
    const client = await payload()
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    try {
      await other.query('BEGIN')
      await other.query('SELECT pg_advisory_xact_lock(7302535, hashtext(lower($1)))', [lead.email])
      await expect(replyToShopper(client, lead.id, false)).rejects.toThrow(/being decided/)
      expect(await replyToShopper(client, lead.id, true)).toBe('skipped')
    } finally {
      await other.query('ROLLBACK')
      await other.end()
    }
    const stored = await client.findByID({ collection: 'quote-requests', id: lead.id })
    expect(stored.routing?.reply).toBe('skipped')
    expect(stored.activity?.map((line) => line.text)).toContainEqual(
      'No reply sent: another reply to this address was being decided at every try',
    )
  })

  it('greets none of the names the audit sent, and says hello instead', async () => {
    for (const name of ['evil . com', 'evil.сom', 'Pat\u200bBoater', 'Call 1-900-555-0199 now']) {
      const email = shopper()
      await post({ name, email, message: 'Hi' })
      await replied(email)
      expect(mailsTo(email)[0], name).toMatch(/^Hello,\r?$/m)
    }
  })

  it('sends none for a request the honeypot or the rate limit refused', async () => {
    const trapped = shopper()
    expect(
      (await post({ name: 'Bot', email: trapped, message: 'x', website: 'spam' })).status,
    ).toBe(201)
    const client = '198.51.100.250'
    const addresses = Array.from({ length: 6 }, shopper)
    const statuses: number[] = []
    for (const email of addresses) {
      statuses.push((await post({ name: 'Pat Limit', email, message: 'Limit' }, client)).status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    await Promise.all(addresses.slice(0, 5).map(replied))
    await drainLeadJobs()
    expect(mailsTo(trapped)).toHaveLength(0)
    expect(mailsTo(addresses[5]!)).toHaveLength(0)
  })

  it('sends none when an admin turned it off, and says so on the lead', async () => {
    const client = await payload()
    await client.updateGlobal({ slug: 'lead-settings', data: { routing: { autoReply: false } } })
    try {
      const email = shopper()
      await post({ name: 'Pat Off', email, message: 'Off' })
      const [lead] = await replied(email)
      expect(lead!.routing?.reply).toBe('skipped')
      expect(lead!.activity?.map((line) => line.text)).toContain(
        'No reply sent: the reply is off in Lead settings',
      )
      expect(mailsTo(email)).toHaveLength(0)
    } finally {
      await client.updateGlobal({ slug: 'lead-settings', data: { routing: { autoReply: true } } })
    }
  })

  it('is queued by the sweeper for a stored lead left without its routing job', async () => {
    const email = shopper()
    const orphan = await team.lead({
      email,
      createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    })
    expect(await queueOrphanedLeads(await payload())).toContain(orphan.id)
    await drainLeadJobs()
    const [lead] = await replied(email)
    expect(lead!.routing?.reply).toBe('sent')
    expect(mailsTo(email)).toHaveLength(1)
  })
})
