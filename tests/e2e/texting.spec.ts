import AxeBuilder from '@axe-core/playwright'

import { inventoryPath } from '@/lib/inventory/slug'
import { mayTextAutomatically } from '@/lib/texting/quiet-hours'

import { fakeAccountSid, twilioWebhook } from '../support/fake-twilio'
import { createItem, removeItem, sameOrigin } from './admin-helpers'
import { expect, staffCredentials, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { dealerNumber, startTextingInstance } from './texting-on'
import { waitUntilUp } from './instances'
import { postFromClient } from './own-client'
import { expectTouchTargets } from './phone-checks'

/*
 * Texting with shoppers (ADR 0046) against the built server: a shopper on a phone-sized unit page
 * asks for a text; the local fake gateway receives the instant text; the shopper's answer, a
 * signed inbound webhook, shows on the lead card; staff reply from the card at 390 px and the
 * gateway receives it. An instance of its own, pointed at the fake gateway, on the same database.
 */
const phone = { width: 390, height: 844 }
/* A loopback address of the spec's own: 127.0.0.1's quote limit is the other specs'. */
const ownClient = '127.9.9.10'

test('a shopper asks for a text on a phone, answers it, and staff reply from the lead card', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await staffApi(playwright, baseURL ?? '')
  const { gateway, instance, stop } = await startTextingInstance(admin, { quietHoursOff: true })
  // A number of this run's own: one number gets one automatic text an hour.
  const line = String(1000 + Math.floor(Math.random() * 9000))
  const mobile = { typed: `(201) 555-${line}`, e164: `+1201555${line}` }
  const email = `texting-${Date.now()}@example.com`
  // A unit of its own: a page another instance cached before texting was on would not offer it.
  const unit = await createItem(admin)
  const shopperContext = await browser.newContext({ viewport: phone })
  const staffContext = await browser.newContext({ viewport: phone })
  try {
    await waitUntilUp(instance)

    // The shopper, on a phone.
    const shopper = await shopperContext.newPage()
    await postFromClient(shopper, ownClient)
    await shopper.goto(`${instance.origin}${inventoryPath(unit)}`)
    await expect(shopper.getByRole('link', { name: 'Text us about this trailer' })).toHaveAttribute(
      'href',
      new RegExp(`^sms:\\${dealerNumber}`),
    )
    await shopper.getByRole('link', { name: 'Ask about this trailer' }).click()
    const form = shopper.locator('#contact form')
    // The scripts start after the load event: until then a tick is the browser's alone.
    await shopper.waitForLoadState('networkidle')
    await form.getByLabel('Name').fill('Pat Texter')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Text me about this request').check()
    // Ticked, the number is asked for outright.
    await form.getByLabel('Mobile number', { exact: true }).fill(mobile.typed)
    await expect(form.getByText('Reply STOP to opt out')).toBeVisible()
    const answer = shopper.waitForResponse('**/api/contact')
    await form.getByRole('button', { name: 'Request a Quote' }).click()
    expect((await answer).status()).toBe(201)
    const askedAt = Date.now()
    await expect(form.getByText('Thank you!')).toBeVisible()
    expect((await new AxeBuilder({ page: shopper }).analyze()).violations).toEqual([])

    // Automatic texts go from 8 am to 8 pm New York time (ADR 0052): at night the instant text
    // waits for the morning, and the card says so.
    const daytime = mayTextAutomatically(new Date(askedAt), { startHour: 0, endHour: 0 })
    const automaticSent = daytime ? 1 : 0
    if (daytime) {
      await expect.poll(() => gateway.to(mobile.e164).length, { timeout: 60_000 }).toBe(1)
      console.log(
        `[texting] 201 to the instant text at the gateway: ${(Date.now() - askedAt) / 1000} s`,
      )
      const [instant] = gateway.to(mobile.e164)
      expect(instant).toMatchObject({ from: dealerNumber })
      expect(instant!.body).toMatch(/^Hi Pat, thanks for asking .+ about /)
    }

    // The shopper answers; the provider calls the signed webhook.
    const inbound = await fetch(
      twilioWebhook(`${instance.origin}/api/texting/inbound`, {
        AccountSid: fakeAccountSid,
        MessageSid: `SM${Date.now()}e2e`,
        From: mobile.e164,
        To: dealerNumber,
        Body: 'Can I see it Saturday morning?',
      }),
    )
    expect(inbound.status).toBe(200)

    // Staff, on a phone, open the lead and reply from its card.
    const leads = await admin.get(
      `/cms/api/quote-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    const [lead] = ((await leads.json()) as { docs: { id: number }[] }).docs
    const desk = await staffContext.newPage()
    const login = await desk.request.post(`${instance.origin}/cms/api/users/login`, {
      data: staffCredentials,
    })
    expect(login.ok()).toBe(true)
    await desk.goto(`${instance.origin}/admin/leads/${lead!.id}`)
    const card = desk
      .getByRole('article', { name: 'Pat Texter' })
      .filter({ has: desk.getByRole('link', { name: email }) })
    await expect(card.getByText(/^New text/)).toBeVisible()
    // The lead's own address opens its texts.
    await expect(card.getByText('Texts (2)', { exact: true })).toBeVisible()
    const thread = card.getByRole('list', { name: 'Texts with the shopper' })
    const texts = thread.getByRole('listitem')
    await expect(texts).toHaveCount(2)
    await expect(texts.nth(0)).toContainText('Automatic')
    if (!daytime) await expect(texts.nth(0)).toContainText('Held for quiet hours')
    await expect(texts.nth(1)).toContainText('Can I see it Saturday morning?')
    await expect(texts.nth(1)).toContainText('Received')

    const reply = 'Yes: we open at 9. Ask for the lot desk.'
    const box = card.getByLabel(`Text to ${mobile.e164}`)
    await box.fill(reply)
    await expect(card.getByText(/^1 text/)).toBeVisible()
    await expectTouchTargets(
      card.locator('details', { has: thread }),
      'button, summary',
      phone.width,
    )
    expect((await new AxeBuilder({ page: desk }).analyze()).violations).toEqual([])
    await card.getByRole('button', { name: 'Send text' }).click()
    await expect(box).toHaveValue('')
    await expect.poll(() => gateway.to(mobile.e164).length).toBe(automaticSent + 1)
    expect(gateway.to(mobile.e164).at(-1)).toMatchObject({ from: dealerNumber, body: reply })
    await expect(texts).toHaveCount(3)
    await expect(texts.nth(2)).toContainText(reply)
    // Answered: the card's mark goes at the next read of the desk.
    await desk.reload()
    await expect(card).toBeVisible()
    await expect(card.getByText(/^New text/)).toHaveCount(0)

    await admin.delete(`/cms/api/quote-requests/${lead!.id}`, { headers: sameOrigin })
  } finally {
    await shopperContext.close()
    await staffContext.close()
    await stop()
    await removeItem(admin, unit.id)
    await admin.dispose()
  }
})
