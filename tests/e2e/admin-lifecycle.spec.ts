import AxeBuilder from '@axe-core/playwright'

import { createItem, openPanel, openRowMenu, removeItem, rowOf } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

/* Staff move a unit along its life from its row menu, on a desktop table and on a phone card. */

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`'Mark pending' then 'Mark sold' from the row menu, and the Sold view, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsStaff(page)
    const item = await createItem(page.request, { stock_number: 'VT-E2E-1' })
    try {
      await openPanel(page)
      await page.getByPlaceholder('Search inventory...').fill(item.model_name)
      const row = rowOf(page, item.model_name)
      await expect(row.getByText('Available', { exact: true })).toBeVisible()
      await expect(row.getByText(/Stock # VT-E2E-1/)).toBeVisible()

      await (
        await openRowMenu(page, item.model_name)
      )
        .getByRole('menuitem', { name: `Mark pending: ${item.model_name}` })
        .click()
      await expect(row.getByText('Sale pending', { exact: true })).toBeVisible()
      await (
        await openRowMenu(page, item.model_name)
      )
        .getByRole('menuitem', { name: `Mark sold: ${item.model_name}` })
        .click()
      await expect(row.getByText(/^Sold [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()

      await page.getByLabel('Status').selectOption('sold')
      await expect(rowOf(page, item.model_name)).toHaveCount(1)
      const stored = await (await page.request.get(`/api/inventory/${item.id}`)).json()
      expect(stored).toMatchObject({ status: 'sold', stock_number: 'VT-E2E-1' })
      expect(stored.sold_at).not.toBeNull()

      const violations = (await new AxeBuilder({ page }).analyze()).violations
      expect(violations.map((v) => v.id)).toEqual([])
    } finally {
      await removeItem(page.request, item.id)
    }
  })
}
