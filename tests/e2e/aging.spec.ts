import AxeBuilder from '@axe-core/playwright'

import { createItem, removeItem, sameOrigin } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { expectTouchTargets, sidewaysOverflow } from './phone-checks'

/* The Aging view of the staff panel (ADR 0027) at a desktop and a 390 px phone, without JS too. */

// Two page loads, axe and a form post each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 })

const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } }

for (const [label, viewport] of Object.entries(sizes)) {
  test(`staff see a unit's aging and flags and mark it reviewed (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signInAsStaff(page)
    const unit = await createItem(page.request)
    try {
      // A price change, kept in the unit's history.
      const changed = await page.request.put(`/api/inventory/${unit.id}`, {
        headers: sameOrigin,
        data: {
          ...(await (await page.request.get(`/api/inventory/${unit.id}`)).json()),
          price: 4100,
        },
      })
      expect(changed.ok()).toBe(true)

      await page.goto('/admin')
      await page
        .getByRole('navigation', { name: 'Staff panel' })
        .getByRole('link', { name: 'Aging' })
        .click()
      await expect(page.getByRole('heading', { name: 'Aging', level: 1 })).toBeVisible()
      await expect(page.getByTestId('flag-count-few_photos')).toContainText(/\d+ Too few photos/)

      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name')
      await page.getByRole('combobox', { name: 'Direction' }).selectOption('asc')
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL(/tab=aging.*&sort=name&dir=asc/)
      const row = page.locator(`#unit-${unit.id}`)
      await expect(row.getByRole('rowheader')).toHaveText(unit.model_name)
      await expect(row.locator('[data-label="Days in stock"]')).toHaveText(/0$/)
      // Short badges, each spelled out to assistive technology.
      await expect(row.locator('[data-flag]')).toHaveText([
        /Few photos\s*Too few photos/,
        /No ID\s*No stock number or VIN/,
      ])
      await row.locator('[data-label="Price changes"] summary').click()
      await expect(
        row.getByRole('list', { name: `Price history of ${unit.model_name}` }),
      ).toContainText('$4,100')
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

      if (label === 'phone') {
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
        await expectTouchTargets(row, 'a, button, summary', viewport.width)
      }

      await row.getByText('Mark reviewed').click()
      await row.getByLabel('Note (what was decided)').fill('Priced to move; front row')
      await row.getByRole('button', { name: 'Save review' }).click()
      await expect(page).toHaveURL(new RegExp(`tab=aging.*#unit-${unit.id}$`))
      await expect(page.locator(`#unit-${unit.id}`)).toContainText(
        /Reviewed \d{4}-\d{2}-\d{2} by .+: Priced to move; front row/,
      )

      const csv = await page.request.get('/api/aging/export.csv?sort=name', {
        headers: sameOrigin,
      })
      expect(csv.status(), await csv.text()).toBe(200)
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
      expect(await csv.text()).toContain(unit.model_name)
    } finally {
      await removeItem(page.request, unit.id)
    }
  })
}

test('the Aging view works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await signInAsStaff(page)
  await page.goto('/admin?tab=aging')
  await page.getByRole('columnheader', { name: 'Price', exact: true }).getByRole('link').click()
  await expect(page).toHaveURL(/sort=price/)
  await expect(page.getByRole('columnheader', { name: /^Price/ }).first()).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await context.close()
})
