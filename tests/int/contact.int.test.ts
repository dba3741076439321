import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/contact/route'
import { siteSettingsSeed } from '@/seed/site'

import { fromClient, jsonRequest, payload, signedInHeaders } from './helpers/requests'
import { leadWithMessage } from './helpers/lead-jobs'
import { appUrl } from './helpers/app-url'

/*
 * POST /api/contact in-process against the real database. No SMTP is configured here, so Payload's
 * console adapter stands in and leads are marked 'skipped' without an e-mail attempt
 * (contact-email.int.test.ts covers SMTP).
 */
let clients = 0
const newClient = () => `198.51.100.${++clients}`

const valid = {
  name: 'Pat Boater',
  email: 'pat@example.com',
  phone: '(410) 555-0100',
  message: 'Looking for a tandem bunk trailer.',
}

const post = (body: unknown, ip = newClient()) =>
  POST(jsonRequest('/api/contact', 'POST', body, new Headers(fromClient(ip))), {})

const leadsWith = async (message: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'quote-requests', where: { message: { equals: message } } })
  ).docs

const unique = (text: string) => `${text} ${Date.now()}-${Math.random()}`

beforeAll(async () => {
  await (await payload()).updateGlobal({ slug: 'site-settings', data: siteSettingsSeed })
})

describe('POST /api/contact', () => {
  it('stores the request and answers 201 { ok: true }', async () => {
    const message = unique('Stored lead')
    const response = await post({ ...valid, message, trailer: 'Venture VAB-1025' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const lead = await leadWithMessage(message, (doc) => doc.notification !== 'pending')
    expect(lead).toMatchObject({
      name: 'Pat Boater',
      email: 'pat@example.com',
      phone: '(410) 555-0100',
      trailer: 'Venture VAB-1025',
      status: 'new',
      notification: 'skipped',
      notificationError: 'No SMTP server is configured.',
    })
  })

  it('logs the lead by id only, never the name or message of the customer', async () => {
    const client = await payload()
    const lines: string[] = []
    const keep = (...args: unknown[]) => void lines.push(JSON.stringify(args))
    const spies = [
      ...(['info', 'warn', 'error', 'debug'] as const).map((level) =>
        vi.spyOn(client.logger, level).mockImplementation(keep),
      ),
      ...(['log', 'info', 'warn', 'error'] as const).map((level) =>
        vi.spyOn(console, level).mockImplementation(keep),
      ),
    ]
    try {
      const name = `Quinn Private${Date.now()}`
      const message = unique('Secret plans')
      expect((await post({ ...valid, name, message })).status).toBe(201)
      await leadWithMessage(message, (doc) => doc.notification !== 'pending')
      expect(lines.join('\n')).not.toContain('Private')
      expect(lines.join('\n')).not.toContain('Secret plans')
    } finally {
      spies.forEach((spy) => spy.mockRestore())
    }
  })

  it('stores a request without the optional phone', async () => {
    const message = unique('No phone')
    const response = await post({ name: 'Sam', email: 'sam@example.com', message })
    expect(response.status).toBe(201)
    expect((await leadsWith(message))[0]).toMatchObject({ name: 'Sam' })
  })

  it.each([
    ['malformed JSON', '{"name": "Pat",', 'Request body must be valid JSON'],
    ['a JSON array', [valid], 'Request body must be a JSON object.'],
    ['a missing name', { ...valid, name: undefined }, 'Name is required.'],
    ['a blank message', { ...valid, message: '   ' }, 'Message is required.'],
    ['a malformed email', { ...valid, email: 'pat@' }, 'Please enter a valid email address.'],
    ['a non-text phone', { ...valid, phone: 4105550100 }, 'Phone number must be text.'],
    [
      'an oversize name',
      { ...valid, name: 'x'.repeat(121) },
      'Name must be at most 120 characters.',
    ],
    [
      'an oversize message',
      { ...valid, message: 'x'.repeat(5001) },
      'Message must be at most 5000 characters.',
    ],
  ])('answers 400 with a clear error for %s and stores nothing', async (_, body, error) => {
    const client = await payload()
    const before = await client.count({ collection: 'quote-requests' })
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(await client.count({ collection: 'quote-requests' })).toEqual(before)
  })

  it('answers 415 to a body that is not JSON, however its type mentions JSON', async () => {
    // A browser sends text/plain (parameters and all) to another site without asking first.
    for (const type of ['text/plain', 'text/plain; x=application/json']) {
      const response = await POST(
        new Request(appUrl('/api/contact'), {
          method: 'POST',
          headers: { 'content-type': type, ...fromClient(newClient()) },
          body: JSON.stringify(valid),
        }),
        {},
      )
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' })
    }
  })

  it('answers 413 to an oversize body', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(40_000) })
    expect(response.status).toBe(413)
    expect(await response.json()).toHaveProperty('error')
  })

  it('accepts a filled-in honeypot like a real request but stores nothing', async () => {
    const message = unique('Bot')
    const response = await post({ ...valid, message, website: 'https://spam.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(await leadsWith(message)).toEqual([])
  })

  it('answers 429 JSON after five requests from one client in ten minutes', async () => {
    const ip = newClient()
    for (let i = 0; i < 5; i++)
      expect((await post({ ...valid, message: unique('Burst') }, ip)).status).toBe(201)
    const message = unique('One too many')
    const refused = await post({ ...valid, message }, ip)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: 'Too many quote requests. Please try again in a few minutes.',
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(await leadsWith(message)).toEqual([])
    expect((await post({ ...valid, message: unique('Other client') })).status).toBe(201)
  })

  it('counts every address of one IPv6 /64 as one client, as sign-in does', async () => {
    const hex = () => Math.floor(Math.random() * 0xffff).toString(16)
    const network = `2001:db8:${hex()}:${hex()}`
    for (let host = 1; host <= 5; host++) {
      const response = await post({ ...valid, message: unique('IPv6') }, `${network}::${host}`)
      expect(response.status).toBe(201)
    }
    const refused = await post({ ...valid, message: unique('IPv6') }, `${network}:0:0:0:ffff`)
    expect(refused.status).toBe(429)
    const elsewhere = `2001:db8:${hex()}:${hex()}::1`
    expect((await post({ ...valid, message: unique('IPv6') }, elsewhere)).status).toBe(201)
  })

  it('counts only stored requests against the limit, not invalid ones', async () => {
    const ip = newClient()
    for (let i = 0; i < 5; i++) expect((await post('{', ip)).status).toBe(400)
    for (let i = 0; i < 3; i++)
      expect((await post({ ...valid, email: 'pat@' }, ip)).status).toBe(400)
    expect((await post({ ...valid, message: unique('After typos') }, ip)).status).toBe(201)
  })
})

describe('reading leads', () => {
  const restGet = REST_GET(config)
  const restPost = REST_POST(config)
  const params = { params: Promise.resolve({ slug: ['quote-requests'] }) }

  describe('posted as a plain form (no JavaScript)', () => {
    const formPost = (
      fields: Record<string, string>,
      headers: Record<string, string> = {},
      ip = newClient(),
    ) =>
      POST(
        new Request(appUrl('/api/contact'), {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
            ...fromClient(ip),
          },
          body: new URLSearchParams(fields).toString(),
        }),
        {},
      )
    const fields = { ...valid, website: '' }

    it('stores it with the unit and source of the page that posted it, and sends the visitor to /contact/sent', async () => {
      const message = unique('Plain form')
      const response = await formPost(
        { ...fields, message, source: 'forged' },
        { referer: appUrl('/contact?trailer=Venture%20VAB-1025&utm_source=flyer') },
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(appUrl('/contact/sent'))
      const [lead] = await leadsWith(message)
      expect(lead).toMatchObject({
        name: 'Pat Boater',
        trailer: 'Venture VAB-1025',
        source: {
          page: '/contact?trailer=Venture%20VAB-1025&utm_source=flyer',
          utmSource: 'flyer',
        },
      })
    })

    it("takes the source from a lead form's hidden source fields over the page that posted it", async () => {
      const message = unique('Plain form source')
      const response = await formPost(
        {
          ...fields,
          message,
          'source.page': '/finance?unit=3',
          'source.referrer': 'https://search.example/',
          'source.utm_source': 'sticker',
        },
        { referer: appUrl('/finance?unit=3') },
      )
      expect(response.status).toBe(303)
      const [lead] = await leadsWith(message)
      expect(lead?.source).toMatchObject({
        page: '/finance?unit=3',
        referrer: 'https://search.example/',
        utmSource: 'sticker',
      })
    })

    it('stores line breaks as the script sends them, and takes ?trailer= only from /contact', async () => {
      const message = unique('Plain form lines')
      const response = await formPost(
        { ...fields, message: `${message}\r\nSecond line` },
        { referer: appUrl('/?trailer=Venture%20VAB-1025') },
      )
      expect(response.status).toBe(303)
      const [lead] = await leadsWith(`${message}\nSecond line`)
      expect(lead?.trailer ?? null).toBeNull()
      expect(lead?.source?.page).toBe('/?trailer=Venture%20VAB-1025')
    })

    it('takes a filled-in honeypot like a real request, and stores nothing', async () => {
      const message = unique('Plain form bot')
      const response = await formPost({ ...fields, message, website: 'https://spam.example' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(appUrl('/contact/sent'))
      expect(await leadsWith(message)).toEqual([])
    })

    it("keeps the form's own trailer, and takes nothing from another site's page", async () => {
      const message = unique('Plain form elsewhere')
      const response = await formPost(
        { ...fields, message, trailer: 'Venture VATB-4300' },
        { referer: 'https://elsewhere.example/contact?trailer=Other&utm_source=x' },
      )
      expect(response.status).toBe(303)
      const [lead] = await leadsWith(message)
      expect(lead?.trailer).toBe('Venture VATB-4300')
      expect(lead?.source?.page ?? null).toBeNull()
      expect(lead?.source?.utmSource ?? null).toBeNull()
    })

    it('sends a refusal on by its code, never its text, and stores nothing', async () => {
      const message = unique('Plain form refused')
      const response = await formPost({ ...fields, message, phone: 'call me maybe' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(appUrl('/contact/sent?error=invalid'))
      expect(await leadsWith(message)).toEqual([])
    })

    it("refuses with 403 JSON a form that another site's page makes a browser send", async () => {
      const message = unique('Cross-site form')
      const response = await formPost({ ...fields, message }, { 'sec-fetch-site': 'cross-site' })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Send the form from this site.' })
      expect(await leadsWith(message)).toEqual([])
    })

    it('refuses a form with a foreign or null Origin and no Fetch Metadata, and takes its own', async () => {
      for (const origin of ['http://evil.example', 'null', 'not a url']) {
        const message = unique(`Foreign origin ${origin}`)
        const response = await formPost({ ...fields, message }, { origin })
        expect(response.status, origin).toBe(403)
        expect(await response.json()).toEqual({ error: 'Send the form from this site.' })
        expect(await leadsWith(message)).toEqual([])
      }
      const own = await formPost(
        { ...fields, message: unique('Own origin') },
        { origin: new URL(appUrl('/')).origin },
      )
      expect(own.status).toBe(303)
    })

    it('says busy past the limit, and still answers an oversize form with 413 JSON', async () => {
      const ip = newClient()
      for (let i = 0; i < 5; i++)
        expect((await formPost({ ...fields, message: unique('Plain burst') }, {}, ip)).status).toBe(
          303,
        )
      const refused = await formPost({ ...fields, message: unique('Plain too many') }, {}, ip)
      expect(refused.headers.get('location')).toBe(appUrl('/contact/sent?error=busy'))
      const oversize = await formPost({ ...fields, message: 'x'.repeat(40_000) })
      expect(oversize.status).toBe(413)
      expect(await oversize.json()).toHaveProperty('error')
    })
  })

  it('is refused to anonymous visitors through the Local API with access control', async () => {
    await expect(
      (await payload()).find({ collection: 'quote-requests', overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('is refused to anonymous visitors and editors through the CMS REST API', async () => {
    expect((await post({ ...valid, message: unique('Private lead') })).status).toBe(201)
    const anonymous = await restGet(new Request(appUrl('/cms/api/quote-requests')), params)
    expect(anonymous.status).toBe(403)
    expect(JSON.stringify(await anonymous.json())).not.toContain('Private lead')
    const editor = await restGet(
      new Request(appUrl('/cms/api/quote-requests'), {
        headers: await signedInHeaders('editor'),
      }),
      params,
    )
    expect(editor.status).toBe(403)
  })

  it('lets staff read leads, newest first', async () => {
    const message = unique('Newest lead')
    await post({ ...valid, message })
    const response = await restGet(
      new Request(appUrl('/cms/api/quote-requests'), {
        headers: await signedInHeaders('staff'),
      }),
      params,
    )
    expect(response.status).toBe(200)
    const { docs } = await response.json()
    expect(docs[0]).toMatchObject({ message, status: 'new' })
  })

  it('refuses anonymous creation through the CMS REST API', async () => {
    const client = await payload()
    const before = await client.count({ collection: 'quote-requests' })
    const response = await restPost(jsonRequest('/cms/api/quote-requests', 'POST', valid), params)
    expect(response.status).toBe(403)
    expect(await client.count({ collection: 'quote-requests' })).toEqual(before)
  })
})
