import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { mailText } from '../support/smtp-capture'
import { expect, signInAsStaff, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { sidewaysOverflow } from './phone-checks'
import { mailedInstance } from './mailed-instance'

/*
 * Service, parts and trade-in forms against the built server at 390 px (ADR 0045): a shopper books
 * a service day and the invite reaches the SMTP sink; sends a trade-in with two photos from files,
 * which the lead card shows to staff and nobody else gets (ADR 0051); a refused form comes back filled in; every new page is axe-clean. Plain posts: the forms have no script,
 * so with JavaScript or without they are the same request. An instance of its own has the sink as
 * its mail server and its own limits (no Redis).
 */
const mailed = mailedInstance({ REDIS_URL: undefined })

test.use({ viewport: { width: 390, height: 844 } })

const address = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`

async function cleanPage(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([])
  expect(await sidewaysOverflow(page)).toBe(0)
}

for (const path of ['/service', '/parts', '/trade-in', '/finance', '/contact/sent?kind=service']) {
  test(`${path} is axe-clean at 390 px`, async ({ page }) => {
    await page.goto(`${mailed.site.origin}${path}`)
    await cleanPage(page)
  })
}

test('a shopper books a service day; the invite reaches the mailbox', async ({
  page,
  playwright,
}) => {
  const email = address('service')
  // The plain form carries where the shopper came from, as the quote form's script sends it.
  await page.goto(`${mailed.site.origin}/service`, { referer: 'https://search.example/' })
  await page.getByLabel('Bearing repack').check()
  await page.getByLabel('Lights').check()
  await page.getByLabel('Trailer make').fill('Venture')
  await page.getByLabel('Trailer model').fill('VABT-2022')
  await page.getByLabel('Trailer year').fill('2019')
  const day = page.getByLabel('Day')
  const first = await day.locator('option').nth(1).getAttribute('value')
  await day.selectOption(first!)
  await page.getByLabel('Name').fill('Pat Boater')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Book the service' }).click()
  await expect(page).toHaveURL(`${mailed.site.origin}/contact/sent?kind=service`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service request sent')

  // The reply's outcome as the lead records it: when it is not sent, the reason is in the failure.
  const staff = await staffApi(playwright, mailed.site.origin)
  const replyOf = async () => {
    const response = await staff.get('/cms/api/quote-requests', {
      params: { 'where[email][equals]': email, depth: '0' },
    })
    const [lead] = (
      (await response.json()) as {
        docs: {
          routing?: { reply?: string }
          activity?: { text: string }[]
          source?: { page?: string; referrer?: string }
        }[]
      }
    ).docs
    expect(lead?.source).toMatchObject({ page: '/service', referrer: 'https://search.example/' })
    return `${lead?.routing?.reply}: ${(lead?.activity ?? []).map((line) => line.text).join(' | ')}`
  }
  await expect.poll(replyOf, { timeout: 90_000 }).toMatch(/^sent/)
  await staff.dispose()
  await expect
    .poll(() => mailed.smtp.to(email).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1)
  const mail = mailText(mailed.smtp.to(email)[0]!)
  expect(mail).toContain('BEGIN:VCALENDAR')
  expect(mail).toContain('METHOD:REQUEST')
})

test('a refused service form comes back filled in, the problem beside its field', async ({
  page,
}) => {
  await page.goto(`${mailed.site.origin}/service`)
  await page.getByLabel('Bearing repack').check()
  await page.getByLabel('Trailer make').fill('Venture')
  await page.getByLabel('Trailer model').fill('VABT-2022')
  await page.getByLabel('Trailer year').fill('2019')
  await page.getByLabel('VIN (optional)').fill('NOT-A-VIN')
  const day = page.getByLabel('Day')
  await day.selectOption((await day.locator('option').nth(1).getAttribute('value'))!)
  await page.getByLabel('Name').fill('Pat Boater')
  await page.getByLabel('Email').fill(address('service-refused'))
  await page.getByRole('button', { name: 'Book the service' }).click()
  await expect(page).toHaveURL(/\/service\?kind=service&.*#lead-form$/)
  await expect(page.locator('#lead-form [role=alert]')).toContainText('was not sent')
  await expect(page.getByText('A VIN is 17 letters and digits (no I, O or Q).')).toBeVisible()
  await expect(page.getByLabel('Trailer make')).toHaveValue('Venture')
  await expect(page.getByLabel('VIN (optional)')).toHaveAttribute('aria-invalid', 'true')
  await cleanPage(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused finance inquiry comes back filled in, the problem beside its field', async ({
    page,
  }) => {
    await page.goto(`${mailed.site.origin}/finance`)
    await page.getByLabel('Amount to finance ($)').fill('5000')
    await page.getByLabel('Down payment ($)').fill('6000')
    await page.getByLabel('Term').selectOption('60')
    await page.getByLabel('How would you rate your credit?').selectOption('good')
    await page.getByLabel('Name').fill('Pat Boater')
    await page.getByLabel('Email').fill(address('finance-refused'))
    await page.getByRole('button', { name: 'Send my finance inquiry' }).click()
    await expect(page).toHaveURL(/\/finance\?.*#lead-form$/)
    const down = page.getByLabel('Down payment ($)')
    await expect(down).toHaveValue('6000')
    await expect(down).toHaveAttribute('aria-invalid', 'true')
    await expect(down).toHaveAccessibleDescription(
      'Down payment must be less than the amount to finance.',
    )
    await expect(page.getByLabel('Amount to finance ($)')).toHaveValue('5000')
    await expect(page.getByLabel('Term')).toHaveValue('60')
    // axe runs as a script in the page: this page's markup is checked with JavaScript on above.
  })
})

test('a trade-in with two photos from files; the lead card shows them to staff, nobody else gets them', async ({
  page,
  browser,
  playwright,
}) => {
  const email = address('trade-in')
  const photo = (color: string) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
      .jpeg()
      .toBuffer()
  await page.goto(`${mailed.site.origin}/trade-in`)
  await page.getByLabel('Boat', { exact: true }).check()
  await page.getByLabel('Year').fill('2012')
  await page.getByLabel('Make').fill('Carolina Skiff')
  await page.getByLabel('Model').fill('JVX 18')
  await page.getByLabel('Length (ft)').fill('18')
  await page.getByLabel('Condition').selectOption('good')
  await page.getByLabel('No, it is paid off').check()
  await page.getByLabel(/^Photos/).setInputFiles([
    { name: 'bow.jpg', mimeType: 'image/jpeg', buffer: await photo('#3a6ea5') },
    { name: 'stern.jpg', mimeType: 'image/jpeg', buffer: await photo('#a56e3a') },
  ])
  await page.getByLabel('Name').fill('Sam Seller')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the trade-in' }).click()
  await expect(page).toHaveURL(`${mailed.site.origin}/contact/sent?kind=trade-in`)

  const staff = await browser.newPage({
    baseURL: mailed.site.origin,
    viewport: { width: 390, height: 844 },
  })
  await signInAsStaff(staff)
  await staff.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
  const card = staff.locator('[data-lead]', { hasText: email })
  const images = card.locator('[data-trade-in] img')
  await expect(images).toHaveCount(2)
  // Private photos (ADR 0051): loaded with the staff session, under random names.
  const addresses: string[] = []
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const src = (await image.getAttribute('src'))!
    expect(src).toMatch(/^\/cms\/api\/lead-photos\/file\/[0-9a-f]{32}\.webp$/)
    addresses.push(src)
  }
  await staff.close()

  // A visitor gets nothing, neither at a photo's address nor at a guessed one, nor the list.
  const visitor = await playwright.request.newContext({ baseURL: mailed.site.origin })
  const guessed = `/cms/api/lead-photos/file/${'0'.repeat(32)}.webp`
  for (const path of [...addresses, guessed, '/cms/api/lead-photos']) {
    const response = await visitor.get(path)
    expect(response.status(), path).toBe(403)
    expect(response.headers()['content-type'] ?? '', path).not.toMatch(/^image\//)
  }
  const media = await visitor.get('/cms/api/media?where[alt][like]=shopper')
  expect(((await media.json()) as { docs: unknown[] }).docs).toEqual([])
  await visitor.dispose()
})
