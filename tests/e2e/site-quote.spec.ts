import type { Page, Route } from '@playwright/test'

import { expect, test } from './fixtures'

const sent = 'Thank you! Your quote request has been sent successfully.'
const received = 'Thank you! Your quote request has been received. We will contact you soon!'

// Faked answers make the browser log the failed request; that is the point of these tests.
test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] })

const form = (page: Page) => page.locator('#contact form')

async function fillForm(
  page: Page,
  message = 'Looking for a tandem bunk trailer for a 21 ft boat.',
) {
  // Submitting before hydration would be a native form post, not the app's request.
  await page.waitForLoadState('networkidle')
  await form(page).getByLabel('Name').fill('Pat Boater')
  await form(page).getByLabel('Email').fill('pat@example.com')
  await form(page).getByLabel('Phone (optional)').fill('(410) 555-0100')
  await form(page).getByLabel('Message').fill(message)
}

async function expectCleared(page: Page) {
  for (const label of ['Name', 'Email', 'Phone (optional)', 'Message']) {
    await expect(form(page).getByLabel(label)).toHaveValue('')
  }
}

const result = (page: Page) => form(page).locator('[data-tone]')

test('a real request is stored and confirmed, and the form clears', async ({ page }) => {
  await page.goto('/contact')
  await fillForm(page, `E2E real request ${Date.now()}`)
  const answer = page.waitForResponse('**/api/contact')
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  expect((await answer).status()).toBe(201)
  await expect(result(page)).toHaveText(sent)
  await expect(result(page)).toHaveAttribute('data-tone', 'success')
  await expectCleared(page)
})

test('shows Sending... with the button disabled while the request is under way', async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/contact', async (route) => {
    await held
    await route.fulfill({ status: 201, json: { ok: true } })
  })
  await page.goto('/')
  await fillForm(page)
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  const button = form(page).getByRole('button', { name: 'Sending...' })
  await expect(button).toBeDisabled()
  release()
  await expect(result(page)).toHaveText(sent)
  await expect(form(page).getByRole('button', { name: 'Request a Quote' })).toBeEnabled()
})

const fakes: {
  name: string
  answer: (route: Route) => Promise<void>
  message: string
  tone: 'success' | 'error'
  clears: boolean
}[] = [
  {
    name: 'a 404 counts as received',
    answer: (route) => route.fulfill({ status: 404, body: 'Not Found' }),
    message: received,
    tone: 'success',
    clears: true,
  },
  {
    name: 'a network failure counts as received',
    answer: (route) => route.abort('failed'),
    message: received,
    tone: 'success',
    clears: true,
  },
  {
    name: "a failure with an error field shows the server's error",
    answer: (route) =>
      route.fulfill({ status: 400, json: { error: 'Please enter a valid email address.' } }),
    message: 'Please enter a valid email address.',
    tone: 'error',
    clears: false,
  },
  {
    name: 'a failure without an error field shows the generic message',
    answer: (route) => route.fulfill({ status: 500, json: {} }),
    message: 'Failed to send request. Please try again.',
    tone: 'error',
    clears: false,
  },
  {
    name: "a gateway's HTML error page is a failure, not received",
    answer: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
    message: 'Failed to send request. Please try again.',
    tone: 'error',
    clears: false,
  },
  {
    name: 'an OK answer confirms',
    answer: (route) => route.fulfill({ status: 200, json: { ok: true } }),
    message: sent,
    tone: 'success',
    clears: true,
  },
]

for (const fake of fakes) {
  test(`${fake.name}: ${fake.tone} styling, form ${fake.clears ? 'cleared' : 'kept'}`, async ({
    page,
  }) => {
    await page.route('**/api/contact', fake.answer)
    await page.goto('/contact')
    await fillForm(page)
    await form(page).getByRole('button', { name: 'Request a Quote' }).click()
    await expect(result(page)).toHaveText(fake.message)
    await expect(result(page)).toHaveAttribute('data-tone', fake.tone)
    if (fake.clears) await expectCleared(page)
    else await expect(form(page).getByLabel('Name')).toHaveValue('Pat Boater')
  })
}

test('the error and success styles look different', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: {} }))
  await page.goto('/contact')
  await fillForm(page)
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  const errorColor = await result(page).evaluate((el) => getComputedStyle(el).backgroundColor)
  await page.unroute('**/api/contact')
  await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: { ok: true } }))
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  await expect(result(page)).toHaveText(sent)
  const successColor = await result(page).evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(successColor).not.toBe(errorColor)
})

test('requires name, email and message, with email and tel input types', async ({ page }) => {
  let requests = 0
  await page.route('**/api/contact', (route) => {
    requests++
    return route.fulfill({ status: 201, json: { ok: true } })
  })
  await page.goto('/contact')
  await expect(form(page).getByLabel('Name')).toHaveAttribute('required', '')
  await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(form(page).getByLabel('Phone (optional)')).toHaveAttribute('type', 'tel')
  await expect(form(page).getByLabel('Phone (optional)')).not.toHaveAttribute('required', '')
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  await expect(form(page).getByLabel('Name')).toBeFocused()
  expect(requests).toBe(0)
})

test('/contact?trailer= pre-fills the message and sends the unit along', async ({ page }) => {
  let body: Record<string, unknown> = {}
  await page.route('**/api/contact', (route) => {
    body = route.request().postDataJSON()
    return route.fulfill({ status: 201, json: { ok: true } })
  })
  await page.goto('/contact?trailer=Venture%20VATB-4300')
  await expect(form(page).getByLabel('Message')).toHaveValue(/interested in the Venture VATB-4300/)
  await form(page).getByLabel('Name').fill('Pat Boater')
  await form(page).getByLabel('Email').fill('pat@example.com')
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  await expect(result(page)).toHaveText(sent)
  expect(body).toMatchObject({ name: 'Pat Boater', trailer: 'Venture VATB-4300', website: '' })
})

test('what a visitor types before the scripts run is kept, and ?trailer= still goes along', async ({
  page,
}) => {
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  let body: Record<string, unknown> = {}
  await page.route('**/api/contact', (route) => {
    body = route.request().postDataJSON()
    return route.fulfill({ status: 201, json: { ok: true } })
  })
  await page.goto('/contact?trailer=Venture%20VATB-4300', { waitUntil: 'domcontentloaded' })
  await form(page).getByLabel('Name').fill('Pat Boater')
  await form(page).getByLabel('Email').fill('pat@example.com')
  await form(page).getByLabel('Message').fill('Does it fit a 19 ft center console?')
  release()
  await page.waitForLoadState('networkidle')
  await expect(form(page).getByLabel('Name')).toHaveValue('Pat Boater')
  await expect(form(page).getByLabel('Message')).toHaveValue('Does it fit a 19 ft center console?')
  await form(page).getByRole('button', { name: 'Request a Quote' }).click()
  await expect(result(page)).toHaveText(sent)
  expect(body).toMatchObject({
    name: 'Pat Boater',
    email: 'pat@example.com',
    message: 'Does it fit a 19 ft center console?',
    trailer: 'Venture VATB-4300',
  })
})

test('the contact page shows address, phone, e-mail and hours beside the form', async ({
  page,
}) => {
  await page.goto('/contact')
  const section = page.locator('#contact')
  await expect(section.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  await expect(section).toContainText('100 Harbor Way')
  await expect(section.getByRole('link', { name: '(410) 555-0187' })).toHaveAttribute(
    'href',
    'tel:+14105550187',
  )
  await expect(
    section.getByRole('link', { name: 'sales@edgewatertrailers.example' }),
  ).toHaveAttribute('href', 'mailto:sales@edgewatertrailers.example')
  await expect(section).toContainText('Mon-Fri: 8:00 AM - 6:00 PM')
  await expect(section).toContainText('Sun: Closed')
})
