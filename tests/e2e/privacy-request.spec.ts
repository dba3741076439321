import { mailText, type CapturedMail } from '../support/smtp-capture'
import { expectAxeClean } from './axe-clean'
import { expect, staffCredentials, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { dealerNumber, startTextingInstance } from './texting-on'
import { mailedInstance } from './mailed-instance'
import { waitUntilUp } from './instances'
import { expectTouchTargets, sidewaysOverflow } from './phone-checks'

/*
 * A shopper's privacy request against the built server (issue 55, ADR 0065, 0068): asked without
 * JavaScript from the notice, confirmed through the link in an SMTP sink (or, by mobile number,
 * the code at a fake texting gateway), answered by an admin from the staff panel's Privacy tab on
 * a phone, and the answer's page with the copy and the appeal form. The instance has the sink as
 * its mail server; the one that texts has the gateway as its Twilio.
 */
test.describe.configure({ timeout: 120_000 })

const mailed = mailedInstance()

async function mailTo(email: string, count: number): Promise<CapturedMail> {
  await expect
    .poll(() => mailed.smtp.to(email).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count)
  return mailed.smtp.to(email)[count - 1]!
}

const linkIn = (mail: CapturedMail, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?key=[\\w-]+`).exec(mailText(mail))
  expect(found, `a ${path} link`).not.toBeNull()
  return new URL(found![0]).pathname + new URL(found![0]).search
}

test('a shopper asks for a copy without JavaScript and an admin answers it from a phone', async ({
  browser,
}) => {
  const email = `privacy-${Date.now().toString(36)}@example.com`
  const shopperContext = await browser.newContext({ javaScriptEnabled: false })
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const shopper = await shopperContext.newPage()
    await shopper.goto(`${mailed.site.origin}/privacy`)
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
      await checker.goto(`${mailed.site.origin}${path}`)
      await expectAxeClean(checker)
    }
    await shopper.goto(`${mailed.site.origin}${confirmPath}`)
    await expect(shopper.getByText('A copy of what you hold about me')).toBeVisible()
    await shopper.getByRole('button', { name: 'Confirm' }).click()
    await expect(shopper.getByRole('status')).toHaveText(
      'Confirmed. We will e-mail you our answer within 45 days.',
    )

    const staff = await staffContext.newPage()
    const login = await staff.request.post(`${mailed.site.origin}/cms/api/users/login`, {
      data: staffCredentials,
    })
    expect(login.ok()).toBe(true)
    await staff.goto(`${mailed.site.origin}/admin?tab=privacy`)
    const card = staff.getByRole('article', { name: `Copy: ${email}` })
    await expect(card.getByText('45 days left')).toBeVisible()
    await expectAxeClean(staff)
    expect(await sidewaysOverflow(staff)).toBe(0)
    await expectTouchTargets(card, 'a, button, textarea', 390)
    const download = staff.waitForEvent('download')
    await card.getByRole('link', { name: /Download everything tied to this address/ }).click()
    expect((await download).suggestedFilename()).toMatch(/^venture-trailers-copy-.*\.zip$/)
    await card.getByLabel('Answer (the shopper reads this)').fill('Your copy is attached below.')
    await card.getByRole('button', { name: 'Send the answer' }).click()
    await expect(card.getByRole('status')).toHaveText('Answered; the answer is e-mailed.')

    const answerPath = linkIn(await mailTo(email, 2), '/privacy/request/answer')
    await shopper.goto(`${mailed.site.origin}${answerPath}`)
    await expect(shopper.getByText('Your copy is attached below.')).toBeVisible()
    await expect(shopper.getByRole('link', { name: 'Download your copy (ZIP)' })).toBeVisible()
    await checker.goto(`${mailed.site.origin}${answerPath}`)
    await expectAxeClean(checker)
    await shopper.getByLabel(/Why do you disagree/).fill('The texts are missing.')
    await shopper.getByRole('button', { name: 'Send my appeal' }).click()
    await expect(shopper.getByRole('status')).toContainText('within 60 days')

    // The built server's refusals: a form from elsewhere, and a body over the limit, unread.
    const foreign = await fetch(`${mailed.site.origin}/api/privacy-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
      },
      body: `kind=copy&email=${encodeURIComponent(email)}`,
      redirect: 'manual',
    })
    expect(foreign.status).toBe(403)
    const oversized = await fetch(`${mailed.site.origin}/api/privacy-requests`, {
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

test('a shopper asks by mobile number without JavaScript and confirms with the texted code', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await staffApi(playwright, baseURL ?? '')
  const {
    gateway,
    instance: texting,
    stop,
  } = await startTextingInstance(admin, {
    quietHoursOff: false,
  })
  // A number of this run's own: one number gets three codes a day.
  const line = String(1000 + Math.floor(Math.random() * 9000))
  const mobile = { typed: `(201) 555-${line}`, e164: `+1201555${line}` }
  const shopperContext = await browser.newContext({ javaScriptEnabled: false })
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    await waitUntilUp(texting)
    // Without texting (the other instance has no provider) the form asks for an address only.
    const plain = await shopperContext.newPage()
    await plain.goto(`${mailed.site.origin}/privacy/request`)
    await expect(plain.getByLabel('Or your mobile number')).toHaveCount(0)

    const shopper = await shopperContext.newPage()
    await shopper.goto(`${texting.origin}/privacy/request`)
    await shopper.getByLabel('A copy of what you hold about me').check()
    await shopper.getByLabel('Or your mobile number').fill(mobile.typed)
    await shopper.getByRole('button', { name: 'Send my request' }).click()
    await expect(shopper.getByRole('status')).toContainText('a text with a code is on its way')
    await expect.poll(() => gateway.to(mobile.e164).length, { timeout: 20_000 }).toBe(1)
    const [text] = gateway.to(mobile.e164)
    expect(text!.from).toBe(dealerNumber)
    const code = /\b(\d{6})\b/.exec(text!.body)![1]!

    const checker = await staffContext.newPage()
    await checker.goto(shopper.url())
    await expectAxeClean(checker)
    await shopper.getByLabel('The code we texted you').fill(code.split('').reverse().join(''))
    await shopper.getByRole('button', { name: 'Confirm my request' }).click()
    if (code !== code.split('').reverse().join(''))
      await expect(shopper.getByRole('alert')).toContainText('That code is not right')
    await shopper.getByLabel('The code we texted you').fill(code)
    await shopper.getByRole('button', { name: 'Confirm my request' }).click()
    await expect(shopper.getByRole('status')).toHaveText(
      'Confirmed. We will text you a link to our answer within 45 days.',
    )

    const staff = await staffContext.newPage()
    const login = await staff.request.post(`${texting.origin}/cms/api/users/login`, {
      data: staffCredentials,
    })
    expect(login.ok()).toBe(true)
    await staff.goto(`${texting.origin}/admin?tab=privacy`)
    const card = staff.getByRole('article', { name: `Copy: ${mobile.e164}` })
    await expect(card.getByText('45 days left')).toBeVisible()
    await card.getByLabel('Answer (the shopper reads this)').fill('Your copy is on this page.')
    await card.getByRole('button', { name: 'Send the answer' }).click()
    await expect(card.getByRole('status')).toHaveText('Answered; the answer is texted.')
    await expect.poll(() => gateway.to(mobile.e164).length).toBe(2)
    const link = /https?:\/\/\S+\/privacy\/request\/answer\?key=[\w-]+/.exec(
      gateway.to(mobile.e164)[1]!.body,
    )
    expect(link).not.toBeNull()
    const answer = new URL(link![0])
    await shopper.goto(`${texting.origin}${answer.pathname}${answer.search}`)
    await expect(shopper.getByText('Your copy is on this page.')).toBeVisible()
    await expect(shopper.getByRole('link', { name: 'Download your copy (ZIP)' })).toBeVisible()
  } finally {
    await shopperContext.close()
    await staffContext.close()
    await stop()
    await admin.dispose()
  }
})
