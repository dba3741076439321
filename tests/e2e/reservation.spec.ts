import AxeBuilder from '@axe-core/playwright'

import { inventoryPath } from '@/lib/inventory/slug'

import { freePort } from '../support/child-server'
import { startFakeStripe } from '../support/fake-stripe'
import { createItem, removeItem, sameOrigin } from './admin-helpers'
import { expect, staffCredentials, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { startInstance, waitUntilUp } from './instances'
import { expectTouchTargets } from './phone-checks'

/*
 * From the whole price to a held trailer (issue 53) against the built server: a shopper on a
 * 390 px phone opens the out-the-door estimate, works out a payment over another term, reserves
 * the unit and pays on the local fake Stripe's page, and comes back to "On hold until …"; staff
 * see the reservation lead, release it and refund the deposit, and the unit is available again.
 * An instance of its own, pointed at the fake, on the same database.
 */
const phone = { width: 390, height: 844 }

test('a shopper reserves a unit with a deposit on a phone, and staff release and refund it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await staffApi(playwright, baseURL ?? '')
  const gateway = await startFakeStripe()
  const instance = startInstance({
    port: await freePort(),
    env: {
      STRIPE_SECRET_KEY: gateway.secretKey,
      STRIPE_WEBHOOK_SECRET: gateway.webhookSecret,
      STRIPE_API_BASE_URL: gateway.baseUrl,
    },
  })
  gateway.setWebhookUrl(`${instance.origin}/api/reservations/webhook`)
  // A unit of its own: a page another instance cached without payments would not offer it.
  const unit = await createItem(admin, { price: 13_995 })
  const page = `${instance.origin}${inventoryPath(unit)}`
  const email = `reserve-${Date.now()}@example.com`
  const shopperContext = await browser.newContext({ viewport: phone })
  const staffContext = await browser.newContext({ viewport: phone })
  try {
    await waitUntilUp(instance, 'ready')
    const shopper = await shopperContext.newPage()
    await shopper.goto(page)

    // The whole price, and a payment of the shopper's own.
    await shopper.getByText('Out-the-door estimate', { exact: true }).click()
    await expect(shopper.getByRole('row', { name: /Estimated total/ })).toBeVisible()
    const calculator = shopper.getByRole('region', { name: 'Work out a payment' })
    await calculator.getByLabel('Down payment ($)').fill('2000')
    await calculator.getByLabel('Term').selectOption('72')
    await calculator.getByLabel('APR (%)').fill('7.99')
    await calculator.getByRole('button', { name: 'Work out my payment' }).click()
    await expect(shopper.getByRole('status')).toContainText('72 months')

    // Reserve: the terms first, then the provider's page.
    await shopper.getByRole('link', { name: 'Reserve this trailer' }).click()
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(/^Reserve the Venture /)
    await expect(shopper.getByText('Refundable deposit of $250', { exact: false })).toBeVisible()
    await expect(shopper.getByRole('heading', { name: 'Terms of the deposit' })).toBeVisible()
    expect((await new AxeBuilder({ page: shopper }).analyze()).violations).toEqual([])
    await expectTouchTargets(
      shopper.locator('#reserve-form'),
      'input:not([type=hidden]):not([type=checkbox]), label:has([type=checkbox]), button',
      phone.width,
    )
    await shopper.getByLabel('Name').fill('Dana Reyes')
    await shopper.getByLabel('Email').fill(email)
    await shopper.getByLabel(/I have read the terms of the deposit/).check()
    await shopper.getByRole('button', { name: 'Continue to secure payment' }).click()
    await expect(shopper).toHaveURL(new RegExp(`^${gateway.baseUrl}/pay/`))
    await expect(shopper.getByText('Amount: $250.00')).toBeVisible()
    await shopper.getByRole('button', { name: 'Pay' }).click()

    // Back on the site: held.
    await expect(shopper).toHaveURL(/\/reserve\/done\?key=/)
    await expect(shopper.getByRole('status')).toContainText(/is on hold for you until the end of/)
    expect((await new AxeBuilder({ page: shopper }).analyze()).violations).toEqual([])
    await shopper.goto(page)
    await expect(shopper.getByText(/^On hold until \w+day, \w+ \d+$/)).toBeVisible()
    await expect(shopper.getByRole('link', { name: 'Reserve this trailer' })).toHaveCount(0)

    // Staff, on a phone, find the reservation lead and release it.
    const leads = await admin.get(
      `/cms/api/quote-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    const [lead] = ((await leads.json()) as { docs: { id: number; kind: string }[] }).docs
    expect(lead?.kind).toBe('reservation')
    const desk = await staffContext.newPage()
    const login = await desk.request.post(`${instance.origin}/cms/api/users/login`, {
      data: staffCredentials,
    })
    expect(login.ok()).toBe(true)
    await desk.goto(`${instance.origin}/admin/leads/${lead!.id}`)
    const card = desk.getByRole('region', { name: 'Reservation' })
    await expect(card.getByText(/^pi_/)).toBeVisible()
    await expect(card.getByText(/^On hold until /)).toBeVisible()
    expect((await new AxeBuilder({ page: desk }).analyze()).violations).toEqual([])
    await expectTouchTargets(card, 'button', phone.width)
    await card.getByRole('button', { name: 'Release hold and refund deposit' }).click()
    await expect(card.getByRole('status')).toHaveText('Released; the deposit is refunded.')
    expect(gateway.refunds).toHaveLength(1)

    // The built server's refusals: a forged or unsigned event changes nothing; a body over the
    // limit is refused before it is read.
    const forged = { ...gateway.lastEvent!, id: 'evt_forged' }
    expect(await gateway.deliver(forged, { signature: 't=1,v1=forged' })).toBe(400)
    expect(await gateway.deliver(forged, { signature: null })).toBe(400)
    const oversized = await fetch(`${instance.origin}/api/reservations/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    })
    expect(oversized.status).toBe(413)

    // Available again.
    await shopper.goto(page)
    await expect(shopper.getByRole('link', { name: 'Reserve this trailer' })).toBeVisible()
    await admin.delete(`/cms/api/quote-requests/${lead!.id}`, { headers: sameOrigin })
  } finally {
    await shopperContext.close()
    await staffContext.close()
    instance.stop()
    await instance.exited
    await gateway.close()
    await removeItem(admin, unit.id)
    await admin.dispose()
  }
})
