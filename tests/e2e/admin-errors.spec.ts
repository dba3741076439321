import type { Page } from '@playwright/test'

import {
  banner,
  createItem,
  findItemByName,
  nextDialog,
  openPanel,
  photo,
  removeItem,
  sameOrigin,
  openRowMenu,
  rowOf,
  uniqueName,
} from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

// Each test makes a request fail on purpose; Chromium logs the failed response as an error.
test.use({
  allowedConsoleErrors: [
    /Failed to load resource: the server responded with a status of (409|500)/,
  ],
})

function failJson(page: Page, url: string, method: string, error?: string) {
  return page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, json: error ? { error } : {} })
      : route.fallback(),
  )
}

async function openAddForm(page: Page) {
  await page.getByRole('button', { name: '+ Add New Trailer' }).click()
  return page.getByRole('dialog', { name: 'Add New Inventory Item' })
}

async function fillRequired(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Add New Inventory Item' })
  await dialog.getByLabel('Search models').fill('VAB-1325')
  await dialog.getByRole('button', { name: /^VAB-1325 / }).click()
  await dialog.getByLabel('Model Name').fill(name)
  await dialog.getByLabel('Price ($)').fill('2999')
  await dialog.getByLabel('Stock Quantity').fill('1')
  return dialog
}

test.describe('staff inventory panel errors', () => {
  test.beforeEach(({ page }) => signInAsStaff(page))

  test('a failing list load shows the fetch banner, which can be dismissed, and counts nothing', async ({
    page,
  }) => {
    await failJson(page, '**/api/inventory', 'GET')
    await page.goto('/admin')
    await expect(banner(page)).toHaveText(/^Failed to fetch inventory data/)
    // Nothing was loaded: no '0 item(s) found' and no empty table, as if the inventory were empty.
    await expect(page.getByText(/item\(s\) found/)).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    await page.getByRole('button', { name: 'Dismiss error' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByText(/item\(s\) found/)).toHaveCount(0)
  })

  test('a failing save shows the server reason and keeps the form open', async ({ page }) => {
    await failJson(page, '**/api/inventory', 'POST', 'Database unavailable')
    await openPanel(page)
    const dialog = await openAddForm(page)
    await fillRequired(page, uniqueName('unsaved'))
    await dialog.getByRole('button', { name: 'Add Item' }).click()
    await expect(banner(page)).toHaveText(/^Failed to save inventory item: Database unavailable/)
    await expect(dialog.getByRole('button', { name: 'Add Item' })).toBeEnabled()
  })

  test('a failing delete shows the delete banner', async ({ page }) => {
    const item = await createItem(page.request)
    try {
      await failJson(page, `**/api/inventory/${item.id}`, 'DELETE', 'Item is locked')
      await openPanel(page, item.model_name)
      const confirmed = nextDialog(page)
      const menu = await openRowMenu(page, item.model_name)
      await menu.getByRole('menuitem', { name: /^Delete / }).click()
      await confirmed
      await expect(banner(page)).toHaveText(/^Failed to delete inventory item: Item is locked/)
      await expect(rowOf(page, item.model_name)).toHaveCount(1)
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('a failing stock change shows the stock banner and restores the number', async ({
    page,
  }) => {
    const item = await createItem(page.request, { stock_quantity: 4 })
    try {
      await failJson(page, `**/api/inventory/${item.id}`, 'PUT', 'Stock service down')
      await openPanel(page, item.model_name)
      const stock = page.getByLabel(`Stock for ${item.model_name}`)
      await stock.fill('9')
      await stock.press('Enter')
      await expect(banner(page)).toHaveText(/^Failed to update stock quantity: Stock service down/)
      await expect(stock).toHaveValue('4')
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('a stock change on a stale copy explains the conflict and reloads the item', async ({
    page,
  }) => {
    const item = await createItem(page.request, { stock_quantity: 4, price: 1000 })
    try {
      await openPanel(page, item.model_name)
      // Someone else saves the item after the panel loaded it.
      const other = await page.request.put(`/api/inventory/${item.id}`, {
        headers: sameOrigin,
        data: { ...item, price: 1500 },
      })
      expect(other.status()).toBe(200)

      const stock = page.getByLabel(`Stock for ${item.model_name}`)
      await stock.fill('6')
      await stock.press('Enter')
      await expect(banner(page)).toContainText(
        'Failed to update stock quantity: Someone else changed this item',
      )
      await expect(rowOf(page, item.model_name)).toContainText('$1,500')
      await expect(stock).toHaveValue('4')
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('a save whose image uploads all fail still saves, then the banner clears itself', async ({
    page,
  }) => {
    test.setTimeout(45_000)
    await page.route('**/api/upload-image', (route) => route.fulfill({ status: 500, json: {} }))
    const name = uniqueName('no-images')
    await openPanel(page)
    const dialog = await openAddForm(page)
    await fillRequired(page, name)
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'boat.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(300, 200, 'jpeg'),
    })
    await expect(dialog.locator('[aria-roledescription="sortable image"]')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Add Item' }).click()
    await expect(banner(page)).toHaveText(
      /^Item saved successfully, but image upload failed\. You can edit the item later to add images\./,
    )
    const item = await findItemByName(page.request, name)
    try {
      expect(item?.image_urls).toEqual([])
      await expect(banner(page)).toHaveCount(0, { timeout: 7_000 })
    } finally {
      await removeItem(page.request, item?.id)
    }
  })

  test('the image widget refuses files that are not images, and more than 10 images', async ({
    page,
  }) => {
    await openPanel(page)
    const dialog = await openAddForm(page)
    const input = dialog.locator('input[type="file"]')
    const refused = nextDialog(page)
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    expect(await refused).toBe('"notes.txt" is not an image file')

    const picture = await photo(40, 30, 'png')
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `p${i}.png`,
      mimeType: 'image/png',
      buffer: picture,
    }))
    const tooMany = nextDialog(page)
    await input.setInputFiles(eleven)
    expect(await tooMany).toBe(
      'You can only upload up to 10 images. Please remove some existing images first.',
    )
    await expect(dialog.locator('[aria-roledescription="sortable image"]')).toHaveCount(0)
  })
})
