import { inventoryPath } from '@/lib/inventory/slug'

import { freePort } from '../support/child-server'
import { mailText, startSmtpCapture } from '../support/smtp-capture'
import { sameOrigin } from './admin-helpers'
import { expect, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { startInstance, waitUntilUp } from './instances'

/*
 * The routing of a lead against the built server (ADR 0024): a visitor asks about a unit; the
 * dealer's reply, with the unit's link and the owner's first name, reaches a real SMTP server
 * within 60 s of the 201, and the link in the owner's e-mail opens that lead after sign-in. An
 * instance of its own, pointed at a local mail sink, on the same database; the only person taking
 * leads every day is the test's own, so the rotation gives them the lead.
 */
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

test('a visitor gets the reply within 60 s; the owner’s link opens the lead after sign-in', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await staffApi(playwright, baseURL ?? '')
  const firstName = `Robin${Math.floor(Math.random() * 1e6)}`
  const owner = {
    email: `${firstName.toLowerCase()}@example.com`,
    password: 'a-staff-password-2026',
  }
  const created = await admin.post('/cms/api/users', {
    headers: sameOrigin,
    data: { ...owner, firstName, role: 'staff', takesLeads: true, workDays: everyDay },
  })
  expect(created.status(), await created.text()).toBe(201)
  const ownerId = ((await created.json()) as { doc: { id: number } }).doc.id
  const smtp = await startSmtpCapture()
  const instance = startInstance({
    port: await freePort(),
    env: {
      ...smtp.env,
      QUOTE_NOTIFY_TO: 'desk@example.com',
    },
  })
  try {
    await waitUntilUp(instance)
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
    const reply = mailText(smtp.to(email)[0]!)
    expect(reply).toMatch(/^Hi Pat Boater,\r?$/m)
    expect(reply).toContain(`You asked about: ${unit.model_name}`)
    expect(reply).toContain(`${instance.origin}${inventoryPath(unit)}?utm_source=lead_autoreply`)
    expect(reply).toContain(`${firstName} will contact you`)

    await expect.poll(() => smtp.to(owner.email).length).toBe(1)
    const link = /^(http\S+\/admin\/leads\/(\d+))\r?$/m.exec(mailText(smtp.to(owner.email)[0]!))
    expect(link?.[1]).toBe(`${instance.origin}/admin/leads/${link?.[2]}`)

    // The owner, signed out on their phone, taps the link.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    try {
      await phone.goto(link![1]!)
      await phone.getByRole('button', { name: 'Sign In' }).click()
      const dialog = phone.getByRole('dialog', { name: 'Sign In' })
      await dialog.getByLabel('E-mail').fill(owner.email)
      await dialog.getByLabel('Password').fill(owner.password)
      await dialog.getByLabel('Password').press('Enter')
      // Other specs leave leads from a Pat Boater on the desk too: this one is known by its e-mail.
      const card = phone
        .getByRole('article', { name: 'Pat Boater' })
        .filter({ has: phone.getByRole('link', { name: email }) })
      await expect(card.getByRole('heading', { name: 'Pat Boater' })).toBeFocused()
      await expect(phone).toHaveURL(link![1]!)
      await expect(card.getByText(`Owner: ${firstName}`)).toBeVisible()
      await expect(card.getByRole('link', { name: email })).toBeVisible()
    } finally {
      await phone.close()
    }
    await admin.delete(`/cms/api/quote-requests/${link![2]}`, { headers: sameOrigin })
  } finally {
    instance.stop()
    await instance.exited
    await smtp.close()
    await admin.delete(`/cms/api/users/${ownerId}`, { headers: sameOrigin })
    await admin.dispose()
  }
})
