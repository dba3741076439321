import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpCapture } from '../support/smtp-capture'

/*
 * Shopper alerts end to end in-process (ADR 0025): the real route handlers, Payload and
 * PostgreSQL, real mail over SMTP to a capture server, and the run's clock passed in.
 */
const smtp = await startSmtpCapture()
Object.assign(process.env, smtp.env)

const { POST: signup } = await import('@/app/api/alerts/route')
const { POST: confirm } = await import('@/app/api/alerts/confirm/route')
const { POST: unsubscribe } = await import('@/app/api/alerts/unsubscribe/route')
const { runAlerts } = await import('@/server/alerts/run')
const { GET: demandCsv } = await import('@/app/api/alerts/demand.csv/route')
const { payload, signedInHeaders } = await import('./helpers/requests')
const fixtures = await import('./helpers/alerts-fixtures')
const { alertsOf, createUnit, formRequest, mailText, nextAddress, run, signupRequest, tokenIn } =
  fixtures

afterAll(() => smtp.close())

const day = 24 * 60 * 60_000
const later = (days: number) => new Date(Date.now() + days * day)

/* The confirm page's post with every waiting alert of the address checked. */
const confirmAll = async (email: string, token: string | null | undefined) =>
  confirm(
    formRequest('/api/alerts/confirm', {
      token: token ?? '',
      alert: (await alertsOf(email))
        .filter((alert) => alert.status === 'pending')
        .map((alert) => alert.id),
    }),
    {},
  )

/** Signs `email` up for a search of this run's units, confirms it, and clears its mail. */
async function confirmedSearch(email: string, query = `q=${run}`) {
  const answer = await signup(signupRequest({ email, kind: 'search', query }), {})
  expect(answer.status).toBe(201)
  const token = tokenIn(smtp.to(email)[0], '/alerts/confirm')
  const confirmed = await confirmAll(email, token)
  expect(confirmed.status).toBe(303)
  return token
}

describe('signing up (double opt-in)', () => {
  it('stores a waiting alert and sends one confirmation e-mail that repeats no search words', async () => {
    const email = nextAddress()
    const response = await signup(
      signupRequest({ email, kind: 'search', query: `material=aluminum&q=${run}&boat_length=17` }),
      {},
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ outcome: 'sent' })
    const [alert] = await alertsOf(email)
    expect(alert).toMatchObject({ status: 'pending', kind: 'search' })
    expect(alert.summary).toBe(`Aluminum trailers for a 17 ft boat, matching “${run}”`)
    const mails = smtp.to(email)
    expect(mails).toHaveLength(1)
    expect(mailText(mails[0])).toContain(
      'Aluminum trailers for a 17 ft boat, matching your search words',
    )
    const body = mailText(mails[0]).split('\r\n\r\n').slice(1).join('\n')
    expect(body).not.toContain(run)
    expect(tokenIn(mails[0], '/alerts/confirm')).toMatch(/^[\w-]{40,}$/)
  })

  it('sends nothing but the confirmation until the link is followed, then alerts', async () => {
    const email = nextAddress()
    await signup(signupRequest({ email, kind: 'search', query: `q=${run}` }), {})
    await createUnit()
    await runAlerts(await payload(), new Date())
    expect(smtp.to(email)).toHaveLength(1)
    const token = tokenIn(smtp.to(email)[0], '/alerts/confirm')
    const [waiting] = await alertsOf(email)
    const response = await confirm(
      formRequest('/api/alerts/confirm', { token: token ?? '', alert: [waiting!.id] }),
      {},
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toContain('confirmed=1')
    expect((await alertsOf(email))[0]).toMatchObject({ status: 'active' })
    // Confirming again is no error: nothing is left waiting.
    const again = await confirm(
      formRequest('/api/alerts/confirm', { token: token ?? '', alert: [waiting!.id] }),
      {},
    )
    expect(again.headers.get('location')).toContain('confirmed=0')
  })

  it('forgets an unconfirmed alert after 7 days, and its link then confirms nothing', async () => {
    const email = nextAddress()
    await signup(signupRequest({ email, kind: 'search', query: `q=${run}` }), {})
    const token = tokenIn(smtp.to(email)[0], '/alerts/confirm')
    await runAlerts(await payload(), later(6))
    expect(await alertsOf(email)).toHaveLength(1)
    await runAlerts(await payload(), later(7.1))
    expect(await alertsOf(email)).toHaveLength(0)
    const { confirmAlerts } = await import('@/server/alerts/manage')
    expect(await confirmAlerts(await payload(), token, [1], later(7.1))).toBeNull()
  })

  it('sends a plain form on to the page that says what happens next', async () => {
    const email = nextAddress()
    const response = await signup(
      formRequest('/api/alerts', { email, kind: 'search', query: `q=${run}` }),
      {},
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/\/alerts\/requested\?outcome=sent$/)
    const refused = await signup(
      formRequest('/api/alerts', { email: 'not an address', kind: 'search' }),
      {},
    )
    expect(refused.headers.get('location')).toMatch(/\/alerts\/requested\?error=invalid$/)
  })
})

describe('the daily run', () => {
  it('mails a new matching unit with its alert link, and not one that does not match', async () => {
    const email = nextAddress()
    await confirmedSearch(email, `q=${run}&material=aluminum`)
    const before = smtp.to(email).length
    const match = await createUnit({ material: 'Aluminum' })
    const other = await createUnit({ material: 'Steel' })
    const result = await runAlerts(await payload(), new Date())
    expect(result.ran).toBe(true)
    const mails = smtp.to(email).slice(before)
    expect(mails).toHaveLength(1)
    const text = mailText(mails[0])
    expect(text).toContain(`Venture ${match.model_name}, $5,400 (In stock)`)
    expect(text).toMatch(new RegExp(`/inventory/${match.id}-[\\w-]+\\?utm_source=alert`))
    expect(text).not.toContain(other.model_name)
  })

  it('tells the arrival month of a unit on order and leaves out sold and pending units', async () => {
    const email = nextAddress()
    await confirmedSearch(email)
    const before = smtp.to(email).length
    const ordered = await createUnit({
      status: 'on_order',
      expected_at: '2027-03-01T12:00:00.000Z',
    })
    const sold = await createUnit({ status: 'sold' })
    const pending = await createUnit({ status: 'pending_sale' })
    await runAlerts(await payload(), new Date())
    const text = mailText(smtp.to(email).slice(before)[0])
    expect(text).toContain(`${ordered.model_name}, $5,400 (On order — arriving March 2027)`)
    expect(text).not.toContain(sold.model_name)
    expect(text).not.toContain(pending.model_name)
  })

  it('sends nothing when nothing changed, and a second run sends nothing again', async () => {
    const email = nextAddress()
    await confirmedSearch(email)
    await createUnit()
    await runAlerts(await payload(), new Date())
    const after = smtp.to(email).length
    await runAlerts(await payload(), new Date())
    await runAlerts(await payload(), new Date())
    expect(smtp.to(email)).toHaveLength(after)
  })

  it('tells a watched unit’s price drop with the old and new price, once', async () => {
    const email = nextAddress()
    const unit = await createUnit({ price: 6500 })
    expect((await signup(signupRequest({ email, kind: 'price', unit: unit.id }), {})).status).toBe(
      201,
    )
    const token = tokenIn(smtp.to(email)[0], '/alerts/confirm')
    await confirmAll(email, token)
    await (
      await payload()
    ).update({ collection: 'inventory-items', id: unit.id, data: { price: 5999 } })
    await runAlerts(await payload(), new Date())
    await runAlerts(await payload(), new Date())
    const mails = smtp.to(email).slice(1)
    expect(mails).toHaveLength(1)
    expect(mailText(mails[0])).toContain(`Venture ${unit.model_name}: was $6,500, now $5,999`)
  })

  it('puts one-click unsubscribe headers on alerts, and a POST to them removes every alert', async () => {
    const email = nextAddress()
    await confirmedSearch(email)
    await createUnit()
    await runAlerts(await payload(), new Date())
    const mail = smtp.to(email).at(-1)
    const text = mailText(mail!)
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    const link = /^List-Unsubscribe: <(\S+)>\r?$/m.exec(text)?.[1]
    expect(link).toContain('/api/alerts/unsubscribe?token=')
    const response = await unsubscribe(
      new Request(link!, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      {},
    )
    expect(response.status).toBe(200)
    expect(await alertsOf(email)).toEqual([])
    await createUnit()
    await runAlerts(await payload(), new Date())
    expect(smtp.to(email).at(-1)).toBe(mail)
  })
})

describe('limits', () => {
  it('keeps at most 10 confirmed alerts per address', async () => {
    const email = nextAddress()
    for (let n = 1; n <= 10; n++) {
      const response = await signup(
        signupRequest({ email, kind: 'search', query: `q=${run}&price_max=${n * 1000}` }),
        {},
      )
      expect(response.status).toBe(201)
    }
    await confirmAll(email, tokenIn(smtp.to(email)[0], '/alerts/confirm'))
    const eleventh = await signup(
      signupRequest({ email, kind: 'search', query: `q=${run}&price_max=99000` }),
      {},
    )
    expect(eleventh.status).toBe(409)
    expect(await alertsOf(email)).toHaveLength(10)
  })

  it("lets no stranger's waiting alerts lock an address out, or be confirmed with the owner's", async () => {
    const email = nextAddress()
    for (let n = 1; n <= 12; n++) {
      const response = await signup(
        signupRequest({ email, kind: 'search', query: `q=${run}&price_max=${n * 1000}` }),
        {},
      )
      expect(response.status).toBe(201)
    }
    // Still at most 10 kept waiting: the oldest made room.
    expect(await alertsOf(email)).toHaveLength(10)
    const own = await signup(
      signupRequest({ email, kind: 'search', query: `q=${run}&axle=tandem` }),
      {},
    )
    expect(own.status).toBe(201)
    const mine = (await alertsOf(email)).find((alert) => alert.watchKey?.includes('tandem'))!
    const token = tokenIn(smtp.to(email)[0], '/alerts/confirm')
    const response = await confirm(
      formRequest('/api/alerts/confirm', { token: token ?? '', alert: [mine.id] }),
      {},
    )
    expect(response.headers.get('location')).toContain('confirmed=1')
    const after = await alertsOf(email)
    expect(after.filter((alert) => alert.status === 'active').map((alert) => alert.id)).toEqual([
      mine.id,
    ])
    // A post that checks nothing confirms nothing.
    const none = await confirm(formRequest('/api/alerts/confirm', { token: token ?? '' }), {})
    expect(none.headers.get('location')).toContain('confirmed=0')
  })

  it('sends one confirmation e-mail per address per hour', async () => {
    const email = nextAddress()
    const first = await signup(signupRequest({ email, kind: 'search', query: `q=${run}` }), {})
    const second = await signup(
      signupRequest({ email, kind: 'search', query: `q=${run}&axle=tandem` }),
      {},
    )
    expect(await first.json()).toMatchObject({ outcome: 'sent' })
    expect(await second.json()).toMatchObject({ outcome: 'waiting' })
    expect(smtp.to(email)).toHaveLength(1)
  })

  it('limits sign-ups per client', async () => {
    const client = '203.0.113.77'
    const answers = []
    for (let n = 0; n < 11; n++) {
      const response = await signup(
        signupRequest({ email: nextAddress(), kind: 'search', query: `q=${run}` }, client),
        {},
      )
      answers.push(response.status)
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(answers[10]).toBe(429)
  })

  it('refuses a malformed sign-up with a 4xx and a message', async () => {
    const response = await signup(signupRequest({ email: 'nobody', kind: 'search' }), {})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please enter a valid e-mail address.' })
  })
})

describe('what shoppers wait for (staff)', () => {
  it('counts active alerts by what they watch, in a CSV for staff only, with no address', async () => {
    const query = `q=${run}&axle=tandem&price_max=7000`
    const emails = [nextAddress(), nextAddress()]
    for (const email of emails) await confirmedSearch(email, query)
    const csvFor = async (headers?: Headers) =>
      demandCsv(new Request('http://localhost:3000/api/alerts/demand.csv', { headers }), {})
    expect((await csvFor()).status).toBe(401)
    expect((await csvFor(await signedInHeaders('editor'))).status).toBe(403)
    const response = await csvFor(await signedInHeaders('staff'))
    expect(response.status).toBe(200)
    const csv = await response.text()
    expect(csv).toContain(
      `2,New trailers,"Tandem-axle trailers, up to $7,000, matching “${run}”",http://localhost:3000/inventory?q=${run}&price_max=7000&axle=tandem,`,
    )
    for (const email of emails) expect(csv).not.toContain(email)
  })
})
