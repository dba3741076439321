import type { APIRequestContext } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { noFilter, visibleInventory } from '@/lib/inventory/filters'

import { expect, test } from './fixtures'
import { createUnit, galleryUnit, publicInventory, staffApi } from './inventory-fixtures'

let api: APIRequestContext
let unit: InventoryApiItem
let visible: InventoryApiItem[]

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await staffApi(playwright, String(testInfo.project.use.baseURL))
  unit = await createUnit(api, galleryUnit)
  visible = visibleInventory(await publicInventory(api), noFilter)
})

test.afterAll(async () => {
  await api.delete(`/api/inventory/${unit.id}`)
  await api.dispose()
})

/* The island's reads of the list: paged, with a query (ADR 0028). */
const inventoryApi = /\/api\/inventory(\?.*)?$/

const card = (page: import('@playwright/test').Page, model: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Venture ${model}` }) })

test.describe('/inventory', () => {
  test('is server-rendered: header, subtitle, summary and every visible unit without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const response = await page.goto('/inventory')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Trailer Inventory' })).toBeVisible()
    await expect(page.getByText('Browse our current in-stock trailer selection')).toBeVisible()
    await expect(page.getByText(`${visible.length} trailer(s) in stock`)).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(visible.length)
    // The seed's hidden and sold-out units stay off the page.
    await expect(page.getByText('VATB-9625')).toHaveCount(0)
    await expect(page.getByText('VB-1300')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/inventory$/)
    await context.close()
  })

  test('shows a card per spec: badge, title, quick specs, notes, price, Call Us', async ({
    page,
  }) => {
    await page.goto('/inventory')
    const ours = card(page, galleryUnit.model_name)
    await expect(ours.getByText('4 in stock')).toBeVisible()
    await expect(ours.getByText('Aluminum', { exact: true })).toBeVisible()
    await expect(ours.getByText('N/A')).toBeVisible()
    await expect(ours.getByText('22.5 ft')).toBeVisible()
    await expect(ours.getByText('3,000 lbs')).toBeVisible()
    await expect(ours.getByText('Test unit, not for sale')).toBeVisible()
    await expect(ours.getByText('$12,345.67')).toBeVisible()
    await expect(ours.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+14105550187',
    )
    const seeded = card(page, 'VAB-2025 Aluminum Bunk')
    await expect(seeded.getByText("16'-18'")).toBeVisible()
    await expect(seeded.getByText('$3,895')).toBeVisible()
  })

  test('Show More reveals the details and Show Less hides them', async ({ page }) => {
    await page.goto('/inventory')
    const ours = card(page, galleryUnit.model_name)
    const details = ours.getByText(galleryUnit.description)
    await expect(details).toBeHidden()
    await ours.getByRole('button', { name: 'Show More' }).click()
    await expect(details).toBeVisible()
    for (const text of ['98.5 inches', 'Bunk', 'Tandem', 'ST205/75R14', 'Surge', 'Torsion axles']) {
      await expect(ours.getByText(text, { exact: true })).toBeVisible()
    }
    await ours.getByRole('button', { name: 'Show Less' }).click()
    await expect(details).toBeHidden()
    await expect(ours.getByRole('button', { name: 'Show More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('search and category filter the list, live in the URL and survive a reload', async ({
    page,
  }) => {
    await page.goto('/inventory')
    const search = page.getByPlaceholder('Search trailers...')
    const category = page.getByRole('combobox', { name: 'Category' })
    await search.fill('PONTOON')
    await expect(page).toHaveURL(/\?q=PONTOON$/)
    const pontoons = visibleInventory(visible, { ...noFilter, q: 'pontoon' })
    await expect(page.getByText(`${pontoons.length} trailer(s) in stock`)).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(pontoons.length)

    await search.fill('')
    await category.selectOption({ label: 'Aluminum Trailers' })
    await expect(page).toHaveURL(/\?category=Aluminum$/)
    const aluminum = visibleInventory(visible, { ...noFilter, category: 'Aluminum' })
    await expect(page.getByText(`${aluminum.length} trailer(s) in stock`)).toBeVisible()

    await search.fill('bunk')
    await page.reload()
    await expect(search).toHaveValue('bunk')
    await expect(category).toHaveValue('Aluminum')
    const both = visibleInventory(visible, { ...noFilter, q: 'bunk', category: 'Aluminum' })
    await expect(page.getByRole('article')).toHaveCount(both.length)
    await expect(page.getByText(`${both.length} trailer(s) in stock`)).toBeVisible()

    await search.fill('no such trailer anywhere')
    await expect(page.getByRole('heading', { name: 'No trailers found' })).toBeVisible()
    await expect(
      page.getByText('Try adjusting your search criteria or check back later for new inventory.'),
    ).toBeVisible()
    await expect(page.getByText('0 trailer(s) in stock')).toBeVisible()
  })

  test.describe('reloading', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] })

    test('a failed background reload keeps the list, with the error and Retry above it', async ({
      page,
    }) => {
      await page.goto('/inventory')
      const cards = page.getByRole('article')
      const list = page.getByRole('list', { name: 'Trailers in stock' })
      const summary = page.getByText(`${visible.length} trailer(s) in stock`)
      await expect(cards).toHaveCount(visible.length)
      await page.route(inventoryApi, (route) =>
        route.fulfill({ status: 500, json: { error: 'down' } }),
      )
      // The island may still be hydrating: resend until its listener has answered.
      const failed = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'Error Loading Inventory' }) })
      await expect(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        await expect(failed).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(failed.getByText('Failed to fetch inventory data')).toBeVisible()
      await expect(cards).toHaveCount(visible.length)
      await expect(summary).toBeVisible()
      const [alertBox, listBox] = [await failed.boundingBox(), await list.boundingBox()]
      expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(listBox!.y)

      // An update event that fails as well changes nothing more.
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('inventory-updated')))
      await expect(failed).toHaveCount(1)
      await expect(cards).toHaveCount(visible.length)

      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.unroute(inventoryApi)
      await page.route(inventoryApi, async (route) => {
        await held
        await route.continue()
      })
      await failed.getByRole('button', { name: 'Retry' }).click()
      await expect(page.getByText('Loading inventory...')).toBeVisible()
      await expect(cards).toHaveCount(visible.length)
      release()
      await expect(page.getByText('Loading inventory...')).toHaveCount(0)
      await expect(failed).toHaveCount(0)
      await expect(summary).toBeVisible()
      await expect(cards).toHaveCount(visible.length)
    })

    test('reloads when the tab becomes visible and when another tab broadcasts a change', async ({
      page,
      context,
    }) => {
      await page.goto('/inventory')
      await expect(page.getByText(`${visible.length} trailer(s) in stock`)).toBeVisible()
      await page.route(inventoryApi, (route) => route.fulfill({ json: [unit] }))
      await expect(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        await expect(page.getByText('1 trailer(s) in stock')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })

      await page.route(inventoryApi, (route) => route.fulfill({ json: [] }))
      const other = await context.newPage()
      await other.goto('/inventory')
      await other.evaluate(() =>
        new BroadcastChannel('inventory').postMessage({
          action: 'delete',
          id: 1,
          timestamp: Date.now(),
        }),
      )
      await expect(page.getByRole('heading', { name: 'No trailers found' })).toBeVisible()
      await other.close()
    })
  })
})
