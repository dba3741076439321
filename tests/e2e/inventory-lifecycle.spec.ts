import type { APIRequestContext, Page } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPageSize, noFilter, parseFilter, visibleInventory } from '@/lib/inventory/filters'
import { inventoryPath } from '@/lib/inventory/slug'

import { expect, test } from './fixtures'
import { createUnit, galleryUnit, publicInventory, staffApi } from './inventory-fixtures'

/*
 * The unit lifecycle and the shopper's tools on the built site: status badges, a sold unit's page
 * (and 410 once it is 90 days gone), filters by address with and without JavaScript, the payment
 * estimate once financing is set in the CMS, and the compare page.
 */
let api: APIRequestContext
const units: InventoryApiItem[] = []
const day = 86_400_000

const unit = async (overrides: Record<string, unknown>) => {
  const created = await createUnit(api, { ...galleryUnit, ...overrides })
  units.push(created)
  return created
}

const setFinancing = async (apr: number | null, term: number | null) => {
  const response = await api.post('/cms/api/globals/financing', {
    data: { apr, term_months: term, down_payment_percent: apr === null ? null : 0 },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

const card = (page: Page, model: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Venture ${model}` }) })

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await staffApi(playwright, String(testInfo.project.use.baseURL))
})

test.afterAll(async () => {
  for (const created of units) await api.delete(`/api/inventory/${created.id}`)
  await setFinancing(null, null)
  await api.dispose()
})

test('units on order and held for a buyer carry their badges; a sold unit leaves the list', async ({
  page,
}) => {
  await unit({
    model_name: 'E2E-ORDER Bunk',
    status: 'on_order',
    expected_at: '2027-03-01',
    stock_quantity: 0,
  })
  await unit({ model_name: 'E2E-HELD Bunk', status: 'pending_sale' })
  await unit({ model_name: 'E2E-GONE Bunk', status: 'sold' })
  await page.goto('/inventory')
  await expect(
    card(page, 'E2E-ORDER Bunk').getByText('On order — arriving March 2027'),
  ).toBeVisible()
  await expect(card(page, 'E2E-HELD Bunk').getByText('Sale pending')).toBeVisible()
  await expect(card(page, 'E2E-GONE Bunk')).toHaveCount(0)
})

test('a sold unit’s page says Sold, offers similar units and the quote form; 90 days on it is gone', async ({
  page,
}) => {
  // A capacity no other unit has: units other specs leave at 3,000 lbs would be closer matches.
  const sold = await unit({ model_name: 'E2E-SOLD Bunk', status: 'sold', capacity_pounds: 3377 })
  const similar = await unit({ model_name: 'E2E-LIKE Bunk', capacity_pounds: 3377 })
  const response = await page.goto(inventoryPath(sold))
  expect(response?.status()).toBe(200)
  await expect(page.getByText('Sold', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Venture E2E-SOLD Bunk' })).toBeVisible()
  const offers = page.getByRole('region', { name: 'Similar trailers for sale' })
  await expect(offers.getByRole('link', { name: `Venture ${similar.model_name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request a Quote' })).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('')).toContain('https://schema.org/SoldOut')

  const old = await unit({
    model_name: 'E2E-LONG-GONE Bunk',
    status: 'sold',
    sold_at: new Date(Date.now() - 100 * day).toISOString(),
  })
  // Asked by the test itself: a page that loads with 410 logs a console error, which fails a test.
  const gone = await page.request.get(inventoryPath(old))
  expect(gone.status()).toBe(410)
  expect(await gone.text()).toContain('Page Not Found')
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(inventoryPath(sold))
  expect(sitemap).not.toContain(inventoryPath(old))
})

const filtered = [
  'boat_length=20',
  'capacity_min=3000',
  'price_max=6000',
  'axle=tandem',
  'material=galvanized-steel',
  'sort=price_asc',
  'sort=price_desc&capacity_min=2000',
  'sort=capacity_desc',
]

for (const javaScriptEnabled of [false, true]) {
  test(`each filter and sort by address lists what it should, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL })
    const page = await context.newPage()
    const all = await publicInventory(api)
    for (const query of filtered) {
      const expected = visibleInventory(all, parseFilter(new URLSearchParams(query)))
      const response = await page.goto(`/inventory?${query}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText(`${expected.length} trailer(s) in stock`)).toBeVisible()
      const titles = page.getByRole('article').getByRole('heading', { level: 2 })
      await expect(titles).toHaveText(expected.map((item) => `Venture ${item.model_name}`))
    }
    await page.goto('/inventory?price_max=1')
    await expect(page.getByRole('heading', { name: 'No trailers found' })).toBeVisible()
    await context.close()
  })
}

test('a long list shows a page of cards and more on request, with and without JavaScript', async ({
  browser,
  baseURL,
  page,
}) => {
  const listed = visibleInventory(await publicInventory(api), noFilter).length
  for (let index = listed; index <= inventoryPageSize; index += 1) {
    await unit({ model_name: `E2E-PAGE-${index} Bunk` })
  }
  const total = Math.max(listed, inventoryPageSize + 1)
  const cards = (on: Page) =>
    on.getByRole('list', { name: 'Trailers in stock' }).getByRole('article')

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const plain = await context.newPage()
  await plain.goto('/inventory')
  await expect(plain.getByText(`${total} trailer(s) in stock`)).toBeVisible()
  await expect(cards(plain)).toHaveCount(inventoryPageSize)
  await expect(plain.getByText(`Showing ${inventoryPageSize} of ${total}`)).toBeVisible()
  await plain.getByRole('link', { name: 'Show more trailers' }).click()
  await expect(plain).toHaveURL(new RegExp(`/inventory\\?show=${2 * inventoryPageSize}$`))
  await expect(cards(plain)).toHaveCount(total)
  await context.close()

  await page.goto('/inventory')
  await expect(cards(page)).toHaveCount(inventoryPageSize)
  await page.getByRole('link', { name: 'Show more trailers' }).click()
  await expect(cards(page)).toHaveCount(total)
  await expect(page).toHaveURL(new RegExp(`/inventory\\?show=${2 * inventoryPageSize}$`))
  await expect(page.getByRole('link', { name: 'Show more trailers' })).toHaveCount(0)
  // A filter starts again from the first page.
  await page.getByLabel('Axles').selectOption('tandem')
  await expect(page).toHaveURL(/\/inventory\?axle=tandem$/)
})

test('without JavaScript the filter form submits as a GET; with it the list narrows at once', async ({
  browser,
  baseURL,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const plain = await context.newPage()
  await plain.goto('/inventory')
  await plain.getByLabel('Axles').selectOption('triple')
  await plain.getByRole('button', { name: 'Apply filters' }).click()
  await expect(plain).toHaveURL(/axle=triple/)
  await context.close()

  const all = visibleInventory(await publicInventory(api), parseFilter(new URLSearchParams()))
  const tandem = all.filter((item) => item.axle_configuration === 'Tandem')
  await page.goto('/inventory')
  await page.getByLabel('Axles').selectOption('tandem')
  await expect(page).toHaveURL(/\/inventory\?axle=tandem$/)
  await expect(page.getByText(`${tandem.length} trailer(s) in stock`)).toBeVisible()
})

test('the payment estimate appears with its disclosure once financing is set in the CMS', async ({
  page,
}) => {
  await setFinancing(6, null)
  await page.goto('/inventory')
  await expect(page.getByText(/^Est\. \$/)).toHaveCount(0)
  await setFinancing(6, 60)
  const priced = await unit({ model_name: 'E2E-PAY Bunk', price: 10000 })
  await page.goto('/inventory')
  await expect(card(page, 'E2E-PAY Bunk').getByText('Est. $193.33/mo')).toBeVisible()
  await expect(
    card(page, 'E2E-PAY Bunk').getByText(/6% APR for 60 months with \$0 down/),
  ).toBeVisible()
  await page.goto(inventoryPath(priced))
  await expect(page.getByText('Est. $193.33/mo')).toBeVisible()
  await expect(page.getByText(/Estimate, not an offer of credit/)).toBeVisible()
})

test('two units picked on /inventory compare side by side, differences highlighted', async ({
  page,
}) => {
  const a = await unit({ model_name: 'E2E-CMP-A Bunk', price: 4000 })
  const b = await unit({ model_name: 'E2E-CMP-B Bunk', price: 5000, axle_configuration: 'Single' })
  await page.goto('/inventory')
  await card(page, a.model_name)
    .getByRole('checkbox', { name: /Compare/ })
    .check()
  await card(page, b.model_name)
    .getByRole('checkbox', { name: /Compare/ })
    .check()
  await page.getByRole('link', { name: 'Compare (2)' }).click()
  await expect(page).toHaveURL(new RegExp(`/inventory/compare\\?ids=${a.id},${b.id}$`))
  await expect(page.getByRole('columnheader', { name: `Venture ${a.model_name}` })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Price (differs)' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Axle (differs)' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Material', exact: true })).toBeVisible()
})
