import { findItemByName, openPanel, removeItem, uniqueName } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

test.describe('staff CSV import', () => {
  test.beforeEach(({ page }) => signInAsStaff(page))

  test('previews a small CSV, applies it, and the units appear on /inventory and in the feed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const names = [uniqueName('import A'), uniqueName('import B')]
    const file = [
      'Stock #,Model,category_id,Type,Material,Capacity,Length,Beam,Selling Price,Qty,Description',
      ...names.map(
        (name, index) =>
          `E2E-${Date.now()}-${index},${name},6,Bunk,Aluminum,2000,18,96,"$2,95${index}",2,Imported by the e2e test`,
      ),
    ].join('\n')
    try {
      await openPanel(page)
      await page.getByRole('button', { name: 'Import CSV' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import CSV' })
      await dialog.getByLabel(/CSV file/).setInputFiles({
        name: 'units.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(file),
      })
      await dialog.getByRole('button', { name: 'Preview' }).click()
      await expect(dialog.getByText('2 rows: 2 to create, 0 to update')).toBeVisible()
      for (const name of names) await expect(dialog.getByText(name)).toBeVisible()

      const apply = dialog.getByRole('button', { name: 'Apply (2 units)' })
      const box = await apply.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      await apply.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Import done: 2 created, 0 updated.')).toBeVisible()
      await expect(dialog).toHaveCount(0)

      await page.goto('/inventory')
      for (const name of names) {
        await expect(page.getByRole('link', { name: `Venture ${name}`, exact: true })).toBeVisible()
      }
      // The feed answers at its public address (not rewritten to a page) and lists them too.
      const feed = await page.request.get('/feeds/inventory.xml')
      expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      for (const name of names) expect(await feed.text()).toContain(`<g:title>Venture ${name}`)
    } finally {
      for (const name of names) {
        await removeItem(page.request, (await findItemByName(page.request, name))?.id)
      }
    }
  })
})
