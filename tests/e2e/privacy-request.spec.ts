import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { freePort } from '../support/child-server'
import { mailText, startSmtpCapture, type CapturedMail } from '../support/smtp-capture'
import { expect, staffCredentials, test } from './fixtures'
import { startInstance, waitUntilUp, type Instance } from './instances'
import { expectTouchTargets, sidewaysOverflow } from './phone-checks'

/*
 * A shopper's privacy request against the built server (issue 55, ADR 0065): asked without
 * JavaScript from the notice, confirmed through the link in an SMTP sink, answered by an admin
 * from the staff panel's Privacy tab on a phone, and the answer's page with the copy and the
 * appeal form. The instance has the sink as its mail server.
 */
test.describe.configure({ timeout: 120_000 })

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let site: Instance

test.beforeAll(async () => {
  smtp = await startSmtpCapture()
  site = startInstance({
    port: await freePort(),
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false' },
  })
  await waitUntilUp(site)
})

test.afterAll(async () => {
  site?.stop()
  await site?.exited
  await smtp?.close()
})

async function mailTo(email: string, count: number): Promise<CapturedMail> {
  await expect.poll(() => smtp.to(email).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
  return smtp.to(email)[count - 1]!
}

const linkIn = (mail: CapturedMail, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?key=[\\w-]+`).exec(mailText(mail))
  expect(found, `a ${path} link`).not.toBeNull()
  return new URL(found![0]).pathname + new URL(found![0]).search
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])
}

test('a shopper asks for a copy without JavaScript and an admin answers it from a phone', async ({
  browser,
}) => {
  const email = `privacy-${Date.now().toString(36)}@example.com`
  const shopperContext = await browser.newContext({ javaScriptEnabled: false })
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const shopper = await shopperContext.newPage()
    await shopper.goto(`${site.origin}/privacy`)
    await shopper.getByRole('link', { name: 'Ask about your data' }).click()
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Ask about your data')
    await shopper.getByLabel('A copy of what you hold about me').check()
    await shopper.getByLabel(/Your e-mail address/).fill(email)
    await shopper.getByRole('button', { name: 'Send my request' }).click()
    await expect(shopper.getByRole('status')).toContainText('an e-mail with a link to confirm')

    const confirmPath = linkIn(await mailTo(email, 1), '/privacy/request/confirm')
    // Axe runs its script in the page: each page is checked in a second, scripted tab. Opening
    // the link confirms nothing (a mail scanner may open it first).
    const checker = await staffContext.newPage()
    for (const path of ['/privacy/request', confirmPath]) {
      await checker.goto(`${site.origin}${path}`)
      await noAxeViolations(checker)
    }
    await shopper.goto(`${site.origin}${confirmPath}`)
    await expect(shopper.getByText('A copy of what you hold about me')).toBeVisible()
    await shopper.getByRole('button', { name: 'Confirm' }).click()
    await expect(shopper.getByRole('status')).toHaveText(
      'Confirmed. We will e-mail you our answer within 45 days.',
    )

    const staff = await staffContext.newPage()
    const login = await staff.request.post(`${site.origin}/cms/api/users/login`, {
      data: staffCredentials,
    })
    expect(login.ok()).toBe(true)
    await staff.goto(`${site.origin}/admin?tab=privacy`)
    const card = staff.getByRole('article', { name: `Copy: ${email}` })
    await expect(card.getByText('45 days left')).toBeVisible()
    await noAxeViolations(staff)
    expect(await sidewaysOverflow(staff)).toBe(0)
    await expectTouchTargets(card, 'a, button, textarea', 390)
    const download = staff.waitForEvent('download')
    await card.getByRole('link', { name: /Download everything tied to this address/ }).click()
    expect((await download).suggestedFilename()).toMatch(/^venture-trailers-copy-.*\.zip$/)
    await card.getByLabel('Answer (the shopper reads this)').fill('Your copy is attached below.')
    await card.getByRole('button', { name: 'Send the answer' }).click()
    await expect(card.getByRole('status')).toHaveText('Answered; the answer is e-mailed.')

    const answerPath = linkIn(await mailTo(email, 2), '/privacy/request/answer')
    await shopper.goto(`${site.origin}${answerPath}`)
    await expect(shopper.getByText('Your copy is attached below.')).toBeVisible()
    await expect(shopper.getByRole('link', { name: 'Download your copy (ZIP)' })).toBeVisible()
    await checker.goto(`${site.origin}${answerPath}`)
    await noAxeViolations(checker)
    await shopper.getByLabel(/Why do you disagree/).fill('The texts are missing.')
    await shopper.getByRole('button', { name: 'Send my appeal' }).click()
    await expect(shopper.getByRole('status')).toContainText('within 60 days')

    // The built server's refusals: a form from elsewhere, and a body over the limit, unread.
    const foreign = await fetch(`${site.origin}/api/privacy-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
      },
      body: `kind=copy&email=${encodeURIComponent(email)}`,
      redirect: 'manual',
    })
    expect(foreign.status).toBe(403)
    const oversized = await fetch(`${site.origin}/api/privacy-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `kind=copy&details=${'x'.repeat(70 * 1024)}`,
      redirect: 'manual',
    })
    expect(oversized.status).toBe(413)
  } finally {
    await shopperContext.close()
    await staffContext.close()
  }
})
