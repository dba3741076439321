import { inventoryPath } from '@/lib/inventory/slug'

import { freePort } from '../../tests/harness/child-server'
import { readable, startSmtpCapture } from '../int/helpers/smtp-capture'
import { expect, test } from './fixtures'
import { startInstance, waitUntilUp } from './instances'

/*
 * The reply to a shopper against the built server (ADR 0024): a visitor asks about a unit, and
 * the dealer's reply, with the unit's link, reaches a real SMTP server within 60 s of the 201.
 * An instance of its own, pointed at a local mail sink, on the same database.
 */
test('a visitor asking about a unit gets the reply with its link within 60 s', async ({ page }) => {
  test.setTimeout(180_000)
  const smtp = await startSmtpCapture()
  const instance = startInstance({
    port: await freePort(),
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      QUOTE_NOTIFY_TO: 'desk@example.com',
    },
  })
  try {
    await waitUntilUp(instance.origin)
    const units = (await (await fetch(`${instance.origin}/api/inventory`)).json()) as {
      id: number
      model_name: string
      is_available?: boolean
      stock_quantity?: number
    }[]
    // A unit with a page: one in stock.
    const unit = units.find(
      (item) => item.is_available !== false && (item.stock_quantity ?? 1) > 0,
    )!
    const email = `reply-${Date.now()}@example.com`

    await page.goto(`${instance.origin}${inventoryPath(unit)}`)
    await page.getByRole('link', { name: 'Ask about this trailer' }).click()
    const form = page.locator('#contact form')
    await expect(form.getByLabel('Message')).toHaveValue(/interested in the/)
    // Submitting before hydration would be a native form post, not the app's request.
    await page.waitForLoadState('networkidle')
    await form.getByLabel('Name').fill('Pat Boater')
    await form.getByLabel('Email').fill(email)
    const answer = page.waitForResponse('**/api/contact')
    await form.getByRole('button', { name: 'Request a Quote' }).click()
    expect((await answer).status()).toBe(201)
    const answeredAt = Date.now()

    await expect.poll(() => smtp.to(email).length, { timeout: 60_000 }).toBe(1)
    const seconds = (Date.now() - answeredAt) / 1000
    console.log(`[lead reply] 201 to the reply handed to SMTP: ${seconds.toFixed(1)} s`)
    expect(seconds).toBeLessThan(60)
    const mail = readable(smtp.to(email)[0]!.data)
    expect(mail).toMatch(/^Hi Pat Boater,\r?$/m)
    expect(mail).toContain(`You asked about: ${unit.model_name}`)
    expect(mail).toContain(`${instance.origin}${inventoryPath(unit)}?utm_source=lead_autoreply`)
  } finally {
    instance.stop()
    await instance.exited
    await smtp.close()
  }
})
