import {
  createItem,
  findItem,
  nextDialog,
  openPanel,
  openRowMenu,
  putOf,
  removeItem,
  rowOf,
} from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

test.describe('staff inventory panel editing', () => {
  test.beforeEach(({ page }) => signInAsStaff(page))

  test('edits an item in the inline form under its row', async ({ page }) => {
    const item = await createItem(page.request, { features: ['LED lights'] })
    try {
      await openPanel(page, item.model_name)
      const row = rowOf(page, item.model_name)
      await row.getByRole('button', { name: `Edit ${item.model_name}` }).click()
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Update Item' }) })
      await expect(form.getByLabel('Model Name')).toHaveValue(item.model_name)
      await form.getByLabel('Price ($)').fill('5123')
      await form.getByRole('checkbox', { name: 'Disc brakes' }).check()
      const saved = putOf(page, item.id)
      await form.getByRole('button', { name: 'Update Item' }).click()
      expect((await saved).status()).toBe(200)
      await expect(page.getByLabel('Model Name')).toHaveCount(0)
      await expect(row).toContainText('$5,123')
      const stored = await findItem(page.request, item.id)
      expect(stored).toMatchObject({ price: 5123, features: ['LED lights', 'Disc brakes'] })

      await row.getByRole('button', { name: `Edit ${item.model_name}` }).click()
      await row.getByRole('button', { name: `Cancel editing ${item.model_name}` }).click()
      await expect(page.getByRole('button', { name: 'Update Item' })).toHaveCount(0)
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('changes the stock in the table row and announces it', async ({ page }) => {
    const item = await createItem(page.request, { stock_quantity: 3 })
    try {
      await openPanel(page, item.model_name)
      await page.evaluate(() => {
        window.addEventListener('inventory-updated', (event) => {
          ;(window as unknown as { lastUpdate: unknown }).lastUpdate = (event as CustomEvent).detail
        })
      })
      const stock = page.getByLabel(`Stock for ${item.model_name}`)
      await stock.fill('7')
      const saved = putOf(page, item.id)
      await stock.press('Enter')
      expect((await saved).status()).toBe(200)
      await expect(stock).toHaveValue('7')
      expect((await findItem(page.request, item.id))?.stock_quantity).toBe(7)
      const detail = await page.evaluate(
        () => (window as unknown as { lastUpdate: unknown }).lastUpdate,
      )
      expect(detail).toMatchObject({ action: 'stock', id: item.id, timestamp: expect.any(Number) })
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('reorders images by keyboard, pointer and buttons, and saves the new cover', async ({
    page,
  }) => {
    const urls = ['/images/inventory/demo-01.webp', '/images/inventory/demo-02.webp']
    const item = await createItem(page.request, { image_urls: urls })
    try {
      await openPanel(page, item.model_name)
      await rowOf(page, item.model_name)
        .getByRole('button', { name: `Edit ${item.model_name}` })
        .click()
      const thumbnails = page.locator('[aria-roledescription="sortable image"]')
      await expect(thumbnails.first()).toHaveAccessibleName(/cover: demo-01\.webp/)
      await thumbnails.nth(1).focus()
      await page.keyboard.press('Space')
      for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('Space')
      await expect(thumbnails.first()).toHaveAccessibleName(/cover: demo-02\.webp/)
      await expect(thumbnails.first()).toContainText('Cover')
      await expect(thumbnails.first()).toBeFocused()

      // A pointer drag of image 2 onto the first slot puts demo-01 back in front.
      const from = (await thumbnails.nth(1).boundingBox())!
      const to = (await thumbnails.first().boundingBox())!
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 })
      await page.mouse.up()
      await expect(thumbnails.first()).toHaveAccessibleName(/cover: demo-01\.webp/)

      // The move buttons are the way without dragging.
      await page.getByRole('button', { name: 'Move image 2 left' }).click()
      await expect(thumbnails.first()).toHaveAccessibleName(/cover: demo-02\.webp/)

      const saved = putOf(page, item.id)
      await page.getByRole('button', { name: 'Update Item' }).click()
      expect((await saved).status()).toBe(200)
      const stored = await findItem(page.request, item.id)
      expect(stored?.image_urls).toEqual([urls[1], urls[0]])
      expect(stored?.image_url).toBe(urls[1])
      await expect(rowOf(page, item.model_name).locator('img')).toHaveAttribute('src', urls[1])
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('deletes an item only after the confirmation', async ({ page }) => {
    const item = await createItem(page.request)
    try {
      await openPanel(page, item.model_name)
      const remove = async () =>
        (await openRowMenu(page, item.model_name))
          .getByRole('menuitem', { name: `Delete ${item.model_name}` })
          .click()
      const declined = nextDialog(page, false)
      await remove()
      expect(await declined).toBe('Are you sure you want to delete this inventory item?')
      await expect(rowOf(page, item.model_name)).toHaveCount(1)

      const confirmed = nextDialog(page, true)
      await remove()
      expect(await confirmed).toBe('Are you sure you want to delete this inventory item?')
      await expect(rowOf(page, item.model_name)).toHaveCount(0)
      await expect(page.getByText('0 item(s) found')).toBeVisible()
      expect(await findItem(page.request, item.id)).toBeNull()
    } finally {
      await removeItem(page.request, item.id)
    }
  })
})
