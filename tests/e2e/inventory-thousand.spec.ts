import { gzipSync } from 'node:zlib'

import type { APIRequestContext, Page } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import {
  axleParam,
  inventoryPageSize,
  parseFilter,
  visibleInventory,
} from '@/lib/inventory/filters'
import type { AxleConfiguration } from '@/lib/inventory/options'
import { inventoryPath } from '@/lib/inventory/slug'

import { expect, test } from './fixtures'
import { createUnit, galleryUnit, publicInventory } from './inventory-fixtures'
import { addSqlUnits, type SqlUnits } from './sql-units'

/*
 * /inventory with a lot of a thousand units (the benchmark's 1,012): filters and 'Show more'
 * with and without JavaScript, a phone that never downloads the whole list, filtered pages cached
 * per normalised filter and purged on an edit
 * (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md).
 */
const extra = 1_000
let api: APIRequestContext
let copies: SqlUnits
let all: InventoryApiItem[]
/* A filter that leaves more than two pages of the copies in (their axle), in an order of its own. */
let axle = ''
let query = ''

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000)
  const baseURL = String(testInfo.project.use.baseURL)
  copies = await addSqlUnits(playwright, baseURL, extra, 'E2E-PURGE Bunk')
  api = copies.api
  all = await publicInventory(api)
  expect(all.length).toBeGreaterThan(extra)
  const copy = all.find((item) => item.id >= copies.firstId)!
  axle = axleParam(copy.axle_configuration as AxleConfiguration)
  query = `axle=${axle}&sort=price_asc`
})

test.afterAll(() => copies.remove())

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Trailers in stock' }).getByRole('article')

const titles = (items: InventoryApiItem[]) => items.map((item) => `Venture ${item.model_name}`)

test('without JavaScript the form and Show more load server-drawn pages of the filtered list', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/inventory')
  await page.getByLabel('Axles').selectOption(axle)
  await page.getByLabel('Sort').selectOption('price_asc')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  // The form sends every field, empty ones included: the address is tidied to the normal one.
  await expect(page).toHaveURL(new RegExp(`/inventory\\?${query}$`))
  const expected = visibleInventory(all, parseFilter(new URLSearchParams(query)))
  expect(expected.length).toBeGreaterThan(2 * inventoryPageSize)
  await expect(page.getByText(`${expected.length} trailer(s) in stock`)).toBeVisible()
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    titles(expected.slice(0, inventoryPageSize)),
  )
  await page.getByRole('link', { name: 'Show more trailers' }).click()
  await expect(page).toHaveURL(new RegExp(`/inventory\\?${query}&show=${2 * inventoryPageSize}$`))
  await expect(cards(page)).toHaveCount(2 * inventoryPageSize)
  await context.close()
})

test('with JavaScript narrowing and Show more fetch only the cards shown (< 60 KB)', async ({
  page,
}) => {
  await page.goto('/inventory')
  await expect(cards(page)).toHaveCount(inventoryPageSize)
  let bytes = 0
  const reads: string[] = []
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/api/inventory')) return
    reads.push(new URL(request.url()).search)
    // As the front door sends it (gzip, deploy/nginx); this test's server has none in front.
    const body = await (await request.response())?.body()
    bytes += body ? gzipSync(body).length : 0
  })

  await page.getByLabel('Axles').selectOption(axle)
  await page.getByLabel('Sort').selectOption('price_asc')
  const expected = visibleInventory(all, parseFilter(new URLSearchParams(query)))
  await expect(page).toHaveURL(new RegExp(`/inventory\\?${query}$`))
  await expect(page.getByText(`${expected.length} trailer(s) in stock`)).toBeVisible()
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    titles(expected.slice(0, inventoryPageSize)),
  )
  await page.getByRole('link', { name: 'Show more trailers' }).click()
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    titles(expected.slice(0, 2 * inventoryPageSize)),
  )
  await expect(page).toHaveURL(new RegExp(`/inventory\\?${query}&show=${2 * inventoryPageSize}$`))

  await expect.poll(() => reads.length).toBe(3)
  expect(reads.every((search) => search.startsWith('?from='))).toBe(true)
  console.log(`[inventory-thousand] three interactions: ${bytes} bytes gzipped`)
  expect(bytes).toBeLessThan(60_000)
})

test('a phone sees the first trailer on its first screen; the rest of the filters fold', async ({
  browser,
  baseURL,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto(`/inventory?${query}`)
    const folded = page.locator('summary', { hasText: 'Filters' })
    await expect(folded).toBeVisible()
    await expect(page.getByText('(2 set)')).toBeVisible()
    await expect(page.getByLabel('Axles')).toBeHidden()
    const first = await cards(page).first().boundingBox()
    expect(first!.y).toBeLessThan(844)
    const target = await folded.boundingBox()
    expect(target!.height).toBeGreaterThanOrEqual(44)
    await folded.click()
    await expect(page.getByLabel('Axles')).toBeVisible()
    await context.close()
  }
})

test('a wide screen shows every filter with nothing to unfold', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/inventory')
  await expect(page.getByLabel('Axles')).toBeVisible()
  await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden()
})

test('each filter is rendered once, then served from the cache until an edit purges it', async ({
  request,
}) => {
  const cacheOf = async (path: string) =>
    (await request.get(path, { maxRedirects: 0 })).headers()['x-nextjs-cache']
  const path = '/inventory?axle=tandem&material=aluminum&sort=capacity_desc'
  await cacheOf(path)
  expect(await cacheOf(path)).toBe('HIT')
  // Other spellings of the same filter are redirected to it, never rendered.
  const spelled = await request.get(
    '/inventory?sort=capacity_desc&material=Aluminum&axle=TANDEM&show=24&utm_source=x',
    { maxRedirects: 0 },
  )
  // The proxy's 307 goes out as 302, like every temporary redirect of a page (ADR 0059).
  expect(spelled.status()).toBe(302)
  expect(spelled.headers().location).toMatch(new RegExp(`${path.replace('?', '\\?')}$`))

  const added = await createUnit(api, {
    ...galleryUnit,
    model_name: 'E2E-PURGE-TEST Bunk',
    capacity_pounds: 29_000,
  })
  try {
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes(added.model_name))
      .toBe(true)
  } finally {
    await api.delete(`/api/inventory/${added.id}`)
  }
})

test("a unit page's last crumb is the unit's name, not its address words", async ({ page }) => {
  const unit = visibleInventory(all, parseFilter(new URLSearchParams()))[0]
  await page.goto(inventoryPath(unit))
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail).toHaveCount(1)
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Inventory', unit.model_name])
})

test('a filtered list keeps the trail of the address the shopper sees', async ({ page }) => {
  for (const path of [`/inventory?${query}`, '/inventory?q=bunk']) {
    await page.goto(path)
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Inventory'])
  }
})
