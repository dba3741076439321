import type { APIRequestContext, Page } from '@playwright/test'

import { inventoryFirstRows } from '@/lib/admin/first-rows'
import { itemsFoundLabel } from '@/lib/admin/inventory-view'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import { inventoryTable } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { publicInventory } from './inventory-fixtures'
import { sidewaysOverflow } from './phone-checks'
import { addSqlUnits, type SqlUnits } from './sql-units'

/*
 * Issue 54: the Inventory tab's first rows come with its HTML, as the Leads tab's first page
 * does, and the spec's whole list (GET /api/inventory) follows once the page's script runs. More
 * units than the first rows are added in SQL, so the list has rows the HTML does not carry.
 */
const extra = inventoryFirstRows * 2
let api: APIRequestContext
let copies: SqlUnits
let all: InventoryApiItem[] = []

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(60_000)
  const baseURL = String(testInfo.project.use.baseURL)
  copies = await addSqlUnits(playwright, baseURL, extra, 'E2E-F purge')
  api = copies.api
  // Copies of one unit, named apart so a row says which it is ('… copy' ends each name).
  await copies.db.query(
    `update inventory_items set model_name = 'E2E-F unit ' || id || ' copy' where id >= $1`,
    [copies.firstId],
  )
  await copies.purge()
  all = await publicInventory(api)
})

test.afterAll(() => copies.remove())

const rows = (page: Page) => page.locator('tbody tr[data-index]')

/* In the page from its start: the layout shifts not caused by input, summed as CLS sums them. */
function watchLayoutShifts() {
  const page = window as unknown as { layoutShift: number }
  page.layoutShift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput) page.layoutShift += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)

test('without JavaScript the Inventory tab shows the list’s first rows and counts the whole list', async ({
  browser,
  baseURL,
}) => {
  expect(all.length).toBeGreaterThan(inventoryFirstRows)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    const page = await context.newPage()
    await signInAsStaff(page)
    await page.goto('/admin')
    await expect(page.getByText(itemsFoundLabel(all.length), { exact: true })).toBeVisible()
    await expect(page.getByText('Loading inventory management...')).toHaveCount(0)
    // The rows a 900 px window shows and its margin: the list's first, in the list's order.
    const shown = await rows(page).count()
    expect(shown).toBeGreaterThanOrEqual(10)
    expect(shown).toBeLessThanOrEqual(inventoryFirstRows)
    for (const [index, unit] of all.slice(0, shown).entries()) {
      await expect(rows(page).nth(index).getByRole('rowheader')).toContainText(unit.model_name)
    }
    await expect(page.getByText(all.at(-1)!.model_name, { exact: true })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('the raw HTML of /admin holds the first units’ rows', async ({ page }) => {
  await signInAsStaff(page)
  const response = await page.request.get('/admin', {
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
  })
  expect(response.ok()).toBe(true)
  const html = await response.text()
  const table = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'))
  for (const unit of all.slice(0, 3)) expect(table).toContain(unit.model_name)
  expect(table).not.toContain(all.at(-1)!.model_name)
})

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`with JavaScript the whole list follows the first rows in place, worked by keyboard, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.addInitScript(watchLayoutShifts)
    await signInAsStaff(page)
    const listRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/inventory',
    )
    await page.goto('/admin')
    expect((await listRead).ok()).toBe(true)
    const table = inventoryTable(page)
    await expect(table).not.toHaveAttribute('aria-busy')
    await expect(table).toHaveAttribute('aria-rowcount', String(all.length + 1))
    await expect(page.getByText(itemsFoundLabel(all.length), { exact: true })).toBeVisible()
    expect(await sidewaysOverflow(page)).toBe(0)
    expect(await layoutShift(page)).toBeLessThan(0.05)

    // The first row the HTML brought answers the keyboard once hydrated.
    const first = all[0].model_name
    const edit = page.getByRole('button', { name: `Edit ${first}`, exact: true })
    await edit.focus()
    await page.keyboard.press('Enter')
    const cancel = page.getByRole('button', { name: `Cancel editing ${first}`, exact: true })
    await expect(cancel).toHaveAttribute('aria-expanded', 'true')
    await cancel.focus()
    await page.keyboard.press('Enter')
    await expect(edit).toBeVisible()

    // A unit past the first rows came with the whole list: the search box finds it.
    const last = all.at(-1)!
    await page.getByPlaceholder('Search inventory...').fill(last.model_name)
    await expect(rows(page).first().getByRole('rowheader')).toContainText(last.model_name)
  })
}
