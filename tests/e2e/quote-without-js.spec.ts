import { inventoryPath } from '@/lib/inventory/slug'
import { quoteMessages } from '@/lib/leads/kinds/quote-messages'
import { leadRefusals } from '@/lib/leads/refusals'

import { freePort } from '../support/child-server'
import { expect, test } from './fixtures'
import { publicInventory, staffApi } from './inventory-fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'

/*
 * The quote form without JavaScript (ADR 0031): the browser posts it, the lead is stored as the
 * script would have sent it, and /contact/sent says what happened (its accessibility: site-a11y);
 * another site's form is refused. An instance of its own keeps its quote limit apart from the
 * other specs' requests from 127.0.0.1 (no Redis: its own memory).
 */
let site: Instance

test.beforeAll(async () => {
  site = startInstance({ port: await freePort(), env: { REDIS_URL: undefined } })
  await waitUntilUp(site)
})

test.afterAll(async () => {
  site?.stop()
  await site?.exited
})

test.use({ javaScriptEnabled: false })

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`

test("'Ask about this trailer' and the plain form: a lead for that unit, and a page that says it was sent", async ({
  page,
  playwright,
}) => {
  const staff = await staffApi(playwright, site.origin)
  const unit = (await publicInventory(staff)).find(
    (item) => item.is_available !== false && (item.stock_quantity ?? 1) > 0,
  )!
  const message = unique('No-JS question')
  await page.goto(`${site.origin}${inventoryPath(unit)}`)
  await page.getByRole('link', { name: 'Ask about this trailer' }).click()
  const form = page.locator('#contact form')
  await form.getByLabel('Name').fill('Pat Boater')
  await form.getByLabel('Email').fill('pat@example.com')
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Request a Quote' }).click()

  await expect(page).toHaveURL(`${site.origin}/contact/sent`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote request sent')
  await expect(page.getByRole('status')).toHaveText(quoteMessages.sent)

  const leads = await staff.get('/cms/api/quote-requests', {
    params: { 'where[message][equals]': message, depth: '0' },
  })
  const { docs } = (await leads.json()) as { docs: Record<string, unknown>[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    name: 'Pat Boater',
    email: 'pat@example.com',
    trailer: unit.model_name,
    unit: unit.id,
    source: { page: `/contact?trailer=${encodeURIComponent(unit.model_name)}` },
  })
  await staff.dispose()
})

test('a refusal says why, links back to the form and stores nothing', async ({
  page,
  playwright,
}) => {
  const message = unique('No-JS refused')
  await page.goto(`${site.origin}/contact`)
  const form = page.locator('#contact form')
  await form.getByLabel('Name').fill('Pat Boater')
  await form.getByLabel('Email').fill('pat@example.com')
  await form.getByLabel('Phone (optional)').fill('call me maybe')
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'Request a Quote' }).click()

  await expect(page).toHaveURL(`${site.origin}/contact/sent?error=invalid`)
  await expect(page.getByRole('alert')).toHaveText(leadRefusals.invalid)
  await expect(page.getByRole('link', { name: 'Back to the quote form' })).toHaveAttribute(
    'href',
    '/contact',
  )
  const staff = await staffApi(playwright, site.origin)
  const leads = await staff.get('/cms/api/quote-requests', {
    params: { 'where[message][equals]': message, depth: '0' },
  })
  expect(((await leads.json()) as { totalDocs: number }).totalDocs).toBe(0)
  await staff.dispose()
})

test.describe('from another site', () => {
  // The browser logs the refusal; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 403/] })

  test("another site's page cannot make a visitor's browser send the form: 403, nothing stored", async ({
    page,
    playwright,
  }) => {
    const message = unique('Cross-site')
    // A page on another site, as a spammer would host it, posting to this one.
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a boat</title>
          <form method="post" action="${site.origin}/api/contact">
            <input name="name" value="Pat Boater"><input name="email" value="pat@example.com">
            <input name="message" value="${message}"><button>Claim</button>
          </form>`,
      }),
    )
    await page.goto('http://elsewhere.test/')
    const answer = page.waitForResponse(`${site.origin}/api/contact`)
    await page.getByRole('button', { name: 'Claim' }).click()
    expect((await answer).status()).toBe(403)
    await expect(page.locator('body')).toContainText('Send the form from this site.')

    const staff = await staffApi(playwright, site.origin)
    const leads = await staff.get('/cms/api/quote-requests', {
      params: { 'where[message][equals]': message, depth: '0' },
    })
    expect(((await leads.json()) as { totalDocs: number }).totalDocs).toBe(0)
    await staff.dispose()
  })

  test('JSON under a type a browser sends to another site unasked is refused with 415', async ({
    playwright,
  }) => {
    const visitor = await playwright.request.newContext()
    const answer = await visitor.post(`${site.origin}/api/contact`, {
      headers: { 'content-type': 'text/plain; x=application/json' },
      data: JSON.stringify({
        name: 'Pat Boater',
        email: 'pat@example.com',
        message: unique('Text as JSON'),
      }),
    })
    expect(answer.status()).toBe(415)
    expect(await answer.json()).toEqual({ error: 'Content-Type must be application/json' })
    await visitor.dispose()
  })
})

test.describe('a foreign or null Origin without Fetch Metadata (older browsers)', () => {
  for (const route of ['/api/contact', '/api/alerts'] as const) {
    test(`${route} refuses the plain form with 403 and stores nothing`, async ({ playwright }) => {
      const visitor = await playwright.request.newContext()
      const staff = await staffApi(playwright, site.origin)
      for (const origin of ['http://evil.example', 'null']) {
        const message = unique(`Origin ${origin}`)
        const answer = await visitor.post(`${site.origin}${route}`, {
          headers: { origin },
          form: {
            name: 'Pat Boater',
            email: `origin-${Date.now()}@example.com`,
            message,
            kind: 'search',
          },
          maxRedirects: 0,
        })
        expect(answer.status(), origin).toBe(403)
        expect(await answer.json()).toEqual({ error: 'Send the form from this site.' })
        const leads = await staff.get('/cms/api/quote-requests', {
          params: { 'where[message][equals]': message, depth: '0' },
        })
        expect(((await leads.json()) as { totalDocs: number }).totalDocs).toBe(0)
      }
      await staff.dispose()
      await visitor.dispose()
    })
  }
})
