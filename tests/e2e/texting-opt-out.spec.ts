import AxeBuilder from '@axe-core/playwright'

import { fakeAccountSid, twilioWebhook } from '../support/fake-twilio'
import { sameOrigin } from './admin-helpers'
import { expect, staffCredentials, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { dealerNumber, startTextingInstance } from './texting-on'
import { waitUntilUp } from './instances'

/*
 * Issue 50 item 3 against the built server (ADR 0050): a shopper who texted first opts out in
 * plain words; the webhook confirms once; the lead card's text box is closed and says why, with
 * the shopper's words. An instance of its own, pointed at the local fake gateway.
 */
test('an opt-out in plain words closes the card’s text box, which says why', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await staffApi(playwright, baseURL ?? '')
  const { gateway, instance, stop } = await startTextingInstance(admin, { quietHoursOff: true })
  const number = `+1202555${String(1000 + Math.floor(Math.random() * 9000))}`
  const textIn = (body: string, sid: string) =>
    fetch(
      twilioWebhook(`${instance.origin}/api/texting/inbound`, {
        AccountSid: fakeAccountSid,
        MessageSid: sid,
        From: number,
        To: dealerNumber,
        Body: body,
      }),
    )
  const staffContext = await browser.newContext()
  let leadId: number | undefined
  try {
    await waitUntilUp(instance)
    // The shopper writes first (a lead of kind text), then asks in plain words to stop.
    expect(
      (await textIn('Is the 16 ft bunk trailer still there?', `SM${Date.now()}a`)).status,
    ).toBe(200)
    const stop = await textIn('Please stop texting me.', `SM${Date.now()}b`)
    expect(stop.status).toBe(200)
    expect(await stop.text()).toContain('You will get no more texts')

    const leads = await admin.get(
      `/cms/api/quote-requests?where[phone][equals]=${encodeURIComponent(number)}&depth=0`,
    )
    const [lead] = ((await leads.json()) as { docs: { id: number; name: string }[] }).docs
    leadId = lead!.id
    const desk = await staffContext.newPage()
    const login = await desk.request.post(`${instance.origin}/cms/api/users/login`, {
      data: staffCredentials,
    })
    expect(login.ok()).toBe(true)
    await desk.goto(`${instance.origin}/admin/leads/${lead!.id}`)
    const card = desk.getByRole('article', { name: lead!.name })
    const thread = card.getByRole('list', { name: 'Texts with the shopper' })
    await expect(thread.getByRole('listitem')).toHaveCount(2)
    await expect(thread.getByRole('listitem').nth(1)).toContainText('Please stop texting me.')
    const closed = card.locator('[data-texting="closed"]')
    await expect(closed).toContainText('The shopper texted “Please stop texting me.” on')
    await expect(closed).toContainText('opted out of texts')
    await expect(card.getByRole('button', { name: 'Send text' })).toHaveCount(0)
    await expect(card.getByLabel(`Text to ${number}`)).toHaveCount(0)
    expect((await new AxeBuilder({ page: desk }).analyze()).violations).toEqual([])
    // Nothing went to the number: its first text was not a form's 'Text me'.
    expect(gateway.to(number)).toHaveLength(0)
  } finally {
    await staffContext.close()
    await stop()
    if (leadId) await admin.delete(`/cms/api/quote-requests/${leadId}`, { headers: sameOrigin })
    await admin.dispose()
  }
})
