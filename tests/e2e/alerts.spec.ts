import { spawn } from 'node:child_process'

import { mailText, type CapturedMail } from '../support/smtp-capture'
import { expectAxeClean } from './axe-clean'
import { expect, test } from './fixtures'
import { galleryUnit, staffApi } from './inventory-fixtures'
import { mailedInstance } from './mailed-instance'

/*
 * Shopper alerts against the built server (ADR 0025), with and without JavaScript: a shopper sets
 * an alert from a filtered /inventory and confirms it from the e-mail in an SMTP sink; staff add a
 * matching unit; `npm run alerts:send` mails it; the shopper asks about it (a lead from an alert)
 * and leaves from the e-mail. The instance has the sink as its mail server.
 */
const mailed = mailedInstance()

const word = () => `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const address = (label: string) => `${label}-${word()}@example.com`

async function mailTo(email: string, count = 1): Promise<CapturedMail> {
  await expect
    .poll(() => mailed.smtp.to(email).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count)
  return mailed.smtp.to(email)[count - 1]
}

const linkIn = (mail: CapturedMail, path: string) => {
  const found = new RegExp(`https?://\\S+${path.replace('?', '\\?')}\\S*`).exec(mailText(mail))
  expect(found, `a ${path} link`).not.toBeNull()
  return found![0]
}

/* `npm run alerts:send -- --json` against the sink: its exit code, and its output for a failure. */
async function alertsSend(): Promise<{ code: number; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'alerts:send', '--', '--json'], {
    env: {
      ...process.env,
      ...mailed.smtp.env,
      NEXT_PUBLIC_SITE_URL: mailed.site.origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number>((resolve) =>
    child.on('close', (exit) => resolve(exit ?? 1)),
  )
  return { code, output }
}

test('with JavaScript: set, confirm, get the new unit, ask about it, leave', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000)
  const search = word()
  const email = address('js')
  await page.goto(`${mailed.site.origin}/inventory?material=aluminum&q=${search}`)
  const form = page.getByRole('region', { name: 'E-mail me when a trailer like this arrives' })
  await expect(form).toContainText(`Watching: Aluminum trailers, matching “${search}”`)
  await expectAxeClean(page)
  await form.getByLabel('Your e-mail').fill(email)
  await form.getByRole('button', { name: 'E-mail me' }).click()
  await expect(form).toContainText('Check your e-mail')
  expect(page.url()).toContain('/inventory?')

  const confirmLink = linkIn(await mailTo(email), '/alerts/confirm?token=')
  await page.goto(confirmLink)
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Confirmed.')).toBeVisible()
  // Following the link again is no error either.
  await page.goto(confirmLink)
  await expect(page.getByText('Already confirmed')).toBeVisible()

  const staff = await staffApi(playwright, mailed.site.origin)
  const name = `E2E-${search} Alert Bunk`
  const created = await staff.post('/api/inventory', {
    data: { ...galleryUnit, model_name: name, material: 'Aluminum' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const run = await alertsSend()
  expect(run.code, run.output).toBe(0)
  const alert = await mailTo(email, 2)
  expect(mailText(alert)).toContain(`Venture ${name}`)
  expect(mailText(alert)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
  // Idempotent: a second run sends this shopper nothing more.
  expect((await alertsSend()).code).toBe(0)
  expect(mailed.smtp.to(email)).toHaveLength(2)

  await page.goto(linkIn(alert, '?utm_source=alert'))
  await expectAxeClean(page)
  await page.getByRole('link', { name: 'Ask about this trailer' }).click()
  await page.getByLabel('Name').fill('Alert Shopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Message').fill(`From the alert ${search}`)
  await page.getByRole('button', { name: 'Request a Quote' }).click()
  await expect(page.getByText(/thank you/i)).toBeVisible()
  const leads = await staff.get('/cms/api/quote-requests', {
    params: { 'where[message][equals]': `From the alert ${search}`, depth: '0' },
  })
  const { docs } = (await leads.json()) as { docs: { source?: { utmSource?: string } }[] }
  expect(docs.map((lead) => lead.source?.utmSource)).toEqual(['alert'])

  await page.goto(linkIn(alert, '/alerts/manage?token='))
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Remove all my alerts' }).click()
  await expect(page.getByText('This address has no alerts')).toBeVisible()
  await staff.delete(`/api/inventory/${((await created.json()) as { id: number }).id}`)
  await staff.dispose()
})

test('without JavaScript: the plain form, the page after it, confirming, one-click leaving', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const search = word()
  const email = address('nojs')
  await page.goto(`${mailed.site.origin}/inventory?axle=tandem&q=${search}`)
  const form = page.getByRole('region', { name: 'E-mail me when a trailer like this arrives' })
  await expect(form).toContainText(`Watching: Tandem-axle trailers, matching “${search}”`)
  await form.getByLabel('Your e-mail').fill(email)
  await form.getByRole('button', { name: 'E-mail me' }).click()
  await expect(page).toHaveURL(/\/alerts\/requested\?outcome=sent$/)
  await expect(page.getByText('Check your e-mail')).toBeVisible()
  await page.goto(linkIn(await mailTo(email), '/alerts/confirm?token='))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Confirmed.')).toBeVisible()
  await context.close()

  const staff = await staffApi(playwright, mailed.site.origin)
  const created = await staff.post('/api/inventory', {
    data: { ...galleryUnit, model_name: `E2E-${search} Tandem`, axle_configuration: 'Tandem' },
  })
  expect(created.status()).toBe(201)
  const run = await alertsSend()
  expect(run.code, run.output).toBe(0)
  const alert = await mailTo(email, 2)
  const oneClick = /^List-Unsubscribe: <(\S+)>\r?$/m.exec(mailText(alert))?.[1]
  // As a mail client does it: no session, no cookie.
  const mailClient = await playwright.request.newContext()
  const left = await mailClient.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(left.status()).toBe(200)
  expect(await left.json()).toEqual({ removed: 1 })
  await mailClient.dispose()
  await staff.delete(`/api/inventory/${((await created.json()) as { id: number }).id}`)
  await staff.dispose()
})

test('the page after a plain sign-up has no axe violations', async ({ page }) => {
  await page.goto(`${mailed.site.origin}/alerts/requested?outcome=sent`)
  await expectAxeClean(page)
})
