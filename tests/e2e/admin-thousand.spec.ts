import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'

import { openPanel, rowOf } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { createUnit, galleryUnit } from './inventory-fixtures'
import { sidewaysOverflow } from './phone-checks'
import { addSqlUnits, type SqlUnits } from './sql-units'

/*
 * The staff panel with a thousand units more (issue 40): a windowed Inventory tab found by its
 * search box and worked by keyboard, bulk actions that report conflicts, the Aging view paged by
 * its address, and every tab accessible and without sideways scrolling at 1280 and 390 px.
 */
const extra = 1_000
let api: APIRequestContext
let copies: SqlUnits

test.describe.configure({ timeout: 90_000 })

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000)
  copies = await addSqlUnits(playwright, String(testInfo.project.use.baseURL), extra, 'E2E-K purge')
  api = copies.api
})

test.afterAll(() => copies.remove())

const uniqueName = (label: string) => `E2E-K ${label} ${Date.now().toString(36)}`

/** Units made for one test through the API (so hooks run), removed after it. */
async function units(count: number, label: string): Promise<InventoryApiItem[]> {
  const made: InventoryApiItem[] = []
  for (let n = 0; n < count; n++) {
    made.push(await createUnit(api, { ...galleryUnit, model_name: uniqueName(`${label}${n}`) }))
  }
  return made
}

const remove = (made: InventoryApiItem[]) =>
  Promise.all(made.map((unit) => api.delete(`/api/inventory/${unit.id}`)))

test('the table holds a screenful of rows, not a thousand', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page)
  await openPanel(page)
  const count = Number((await page.getByText(/item\(s\) found/).textContent())?.split(' ')[0])
  expect(count).toBeGreaterThan(extra)
  const rendered = await page.locator('tbody tr[data-index]').count()
  expect(rendered).toBeGreaterThan(5)
  expect(rendered).toBeLessThan(60)
  await expect(page.getByRole('table', { name: 'Inventory items' })).toHaveAttribute(
    'aria-rowcount',
    String(count + 1),
  )
  // Sorting by price puts the cheapest first, and says so.
  const price = page.getByRole('columnheader', { name: 'Price' })
  await price.getByRole('button').click()
  await expect(price).toHaveAttribute('aria-sort', 'ascending')
  await price.getByRole('button').click()
  await expect(price).toHaveAttribute('aria-sort', 'descending')
  // The Sort menu has what no column shows: the available units longest on the lot first.
  await page.getByLabel('Status').selectOption('available')
  await page.getByLabel('Sort', { exact: true }).selectOption('days:desc')
  await expect(price).toHaveAttribute('aria-sort', 'none')
  const daysIn = async (index: number) => {
    const row = page.locator(`tbody tr[data-index="${index}"]`)
    return Number(/(\d+) days? in stock/.exec((await row.textContent()) ?? '')?.[1])
  }
  const [first, second] = [await daysIn(0), await daysIn(1)]
  expect(first).toBeGreaterThanOrEqual(second)
  expect(second).toBeGreaterThanOrEqual(0)
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})

test('finds a unit by search, marks it sold from its row menu by keyboard, and it leaves the available list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page)
  const [unit] = await units(1, 'find')
  try {
    await openPanel(page)
    await expect(page.getByPlaceholder('Search inventory...')).toHaveAccessibleDescription(
      /Finds any unit by name or description/,
    )
    await page.getByPlaceholder('Search inventory...').fill(unit.model_name)
    await expect(page.getByText('1 item(s) found')).toBeVisible()
    const row = rowOf(page, unit.model_name)
    await expect(row.getByText('Available', { exact: true })).toBeVisible()

    const more = row.getByRole('button', { name: `More actions for ${unit.model_name}` })
    await more.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(more).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(menu).toBeVisible()
    const sold = menu.getByRole('menuitem', { name: `Mark sold: ${unit.model_name}` })
    await page.keyboard.press('ArrowDown')
    await expect(sold).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(row.getByText(/^Sold [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()

    await page.getByLabel('Status').selectOption('available')
    await expect(page.getByText('0 item(s) found')).toBeVisible()
    await page.getByLabel('Status').selectOption('sold')
    await expect(rowOf(page, unit.model_name)).toHaveCount(1)
    const stored = await (await api.get(`/api/inventory/${unit.id}`)).json()
    expect(stored.status).toBe('sold')
  } finally {
    await remove([unit])
  }
})

test.describe('bulk actions', () => {
  // The conflict is the point: the browser logs the 409 it answered.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] })

  test('bulk-marks three units pending: two applied, one changed by another session reported as a conflict', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAsStaff(page)
    const made = await units(3, 'bulk')
    try {
      await openPanel(page, 'E2E-K bulk')
      await expect(page.getByText('3 item(s) found')).toBeVisible()
      for (const unit of made) {
        await rowOf(page, unit.model_name)
          .getByRole('checkbox', { name: `Select ${unit.model_name} for stickers` })
          .check()
      }
      await expect(page.getByText('3 checked', { exact: true })).toBeVisible()

      // Another session edits the second unit after this panel read it.
      const other = made[1]
      const changed = await api.put(`/api/inventory/${other.id}`, {
        data: { ...other, price: other.price + 100, updatedAt: other.updated_at },
      })
      expect(changed.status(), await changed.text()).toBe(200)

      await page.getByRole('button', { name: 'Mark pending (3)' }).click()
      const report = page.getByRole('status').filter({ hasText: 'Marked pending:' })
      await expect(report).toContainText('Marked pending: 2 units. 1 unit not changed:')
      await expect(report.getByRole('list', { name: 'Units not changed' })).toContainText(
        `${other.model_name}: someone else changed it`,
      )
      // The bulk bar and its report, with three units checked, hold to WCAG too.
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
      const statuses = await Promise.all(
        made.map(
          async (unit) => (await (await api.get(`/api/inventory/${unit.id}`)).json()).status,
        ),
      )
      expect(statuses).toEqual(['pending_sale', 'available', 'pending_sale'])
      // The other session's change stands.
      const kept = await (await api.get(`/api/inventory/${other.id}`)).json()
      expect(kept.price).toBe(other.price + 100)

      // A price change by percent on the checked units goes through the same saves.
      await page.getByLabel('Change price by').fill('-10')
      await page.getByLabel('Unit of the change').selectOption('percent')
      await page.getByRole('button', { name: 'Apply to 3' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Changed the price of' }),
      ).toContainText('Changed the price of 3 units.')
      const first = await (await api.get(`/api/inventory/${made[0].id}`)).json()
      expect(first.price).toBeCloseTo(Math.round(made[0].price * 90) / 100, 2)

      const csv = await page.request.get(
        `/api/inventory/export.csv?ids=${made[0].id},${other.id}`,
        {
          headers: { 'Sec-Fetch-Site': 'same-origin' },
        },
      )
      expect(csv.status()).toBe(200)
      const text = await csv.text()
      expect(text).toContain(made[0].model_name)
      expect(text).toContain(other.model_name)
      expect(text).not.toContain(made[2].model_name)
    } finally {
      await remove(made)
    }
  })
})

test('Aging page 2 by its address: 50 units, a light page, counts of every unit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page)
  const response = await page.goto('/admin?tab=aging&page=2')
  const html = await response!.text()
  expect(html.length).toBeLessThan(150_000)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(page.getByTestId('aging-row')).toHaveCount(50)
  const pages = page.getByRole('navigation', { name: 'Aging pages' })
  await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // The copies have no VIN: the count covers every one of them, not the page's 50.
  const noId = await page.getByTestId('flag-count-no_identifier').textContent()
  expect(Number(noId?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(extra)
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=3(&|$)/)
  await expect(page).toHaveURL(/[?&]tab=aging(&|$)/)
})

const tabs = ['inventory', 'leads', 'aging', 'alerts'] as const

async function tabReady(page: Page, tab: (typeof tabs)[number]) {
  if (tab === 'inventory') await expect(page.getByText(/\d+ item\(s\) found/)).toBeVisible()
  else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every tab: no accessibility violations and no sideways scroll at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsStaff(page)
    for (const tab of tabs) {
      await page.goto(`/admin?tab=${tab}`)
      await tabReady(page, tab)
      const violations = (await new AxeBuilder({ page }).analyze()).violations
      expect(
        violations.map((v) => `${tab}: ${v.id} ${v.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([])
      expect(await sidewaysOverflow(page), `${tab} scrolls sideways`).toBeLessThanOrEqual(0)
    }
  })
}
