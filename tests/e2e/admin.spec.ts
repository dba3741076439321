import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'

import {
  findItemByName,
  openPanel,
  photo,
  recordImageUploads,
  removeItem,
  rowOf,
  uniqueName,
} from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

test.describe('staff inventory panel', () => {
  test.beforeEach(({ page }) => signInAsStaff(page))

  test('adds an item from a catalogue model with two images compressed to WebP, and open public pages hear of it', async ({
    page,
    context,
  }) => {
    const name = uniqueName('added')
    await page.addInitScript(recordImageUploads)
    await openPanel(page)
    const publicPage = await context.newPage()
    await publicPage.goto('/inventory')
    await expect(publicPage.getByRole('heading', { name: 'Trailer Inventory' })).toBeVisible()
    const publicCard = publicPage.getByRole('link', { name: `Venture ${name}`, exact: true })
    await expect(publicCard).toHaveCount(0)
    await publicPage.evaluate(() => {
      const heard: unknown[] = ((window as unknown as { heard: unknown[] }).heard = [])
      new BroadcastChannel('inventory').onmessage = (event) => heard.push(event.data)
    })

    await page.getByRole('button', { name: '+ Add New Trailer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Inventory Item' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Search models').fill('VAB-1825')
    await dialog.getByRole('button', { name: /^VAB-1825 / }).click()
    await expect(dialog.getByLabel('Category')).toHaveValue('6')
    await expect(dialog.getByLabel('Material')).toHaveValue('Aluminum')
    await expect(dialog.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Bunk')
    await expect(dialog.getByRole('checkbox', { name: 'Carpeted bunks' })).toBeChecked()
    await expect(dialog.getByLabel('Hitch Size (inch)')).toHaveValue('2')

    await dialog.getByLabel('Model Name').fill(name)
    await dialog.getByLabel('Price ($)').fill('4599.5')
    await dialog.getByLabel('Stock Quantity').fill('2')
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'wide.jpg', mimeType: 'image/jpeg', buffer: await photo(2400, 1600, 'jpeg') },
      { name: 'small.png', mimeType: 'image/png', buffer: await photo(640, 480, 'png') },
    ])
    const thumbnails = dialog.locator('[aria-roledescription="sortable image"]')
    await expect(thumbnails).toHaveCount(2)
    await expect(thumbnails.first()).toContainText('Cover')
    await expect(thumbnails.first()).toHaveAccessibleName(/wide\.webp/)

    await dialog.getByRole('button', { name: 'Add Item' }).click()
    await expect(dialog).toBeHidden()
    await expect(rowOf(page, name)).toContainText('$4,599.50')

    // The browser sent WebP files shrunk to fit 1920 × 1920, and the server stored WebP.
    expect(await page.evaluate(() => Promise.all(window.sentImages))).toEqual([
      { name: 'wide.webp', type: 'image/webp', width: 1920, height: 1280, category: 'trailers' },
      { name: 'small.webp', type: 'image/webp', width: 640, height: 480, category: 'trailers' },
    ])
    const item = await findItemByName(page.request, name)
    try {
      expect(item?.image_urls).toHaveLength(2)
      expect(item?.image_url).toBe(item?.image_urls[0])
      const sizes = []
      for (const url of item!.image_urls) {
        const meta = await sharp(await (await page.request.get(url)).body()).metadata()
        expect(meta.format).toBe('webp')
        sizes.push([meta.width, meta.height])
      }
      expect(sizes).toEqual([
        [1920, 1280],
        [640, 480],
      ])
      const heard = await publicPage.evaluate(
        () => (window as unknown as { heard: unknown[] }).heard,
      )
      expect(heard).toEqual([{ action: 'create', id: item!.id, timestamp: expect.any(Number) }])
      await expect(publicCard).toBeVisible()
    } finally {
      await removeItem(page.request, item?.id)
    }
  })

  test('filters by search text and category', async ({ page }) => {
    await openPanel(page)
    const all = Number((await page.getByText(/item\(s\) found/).textContent())?.split(' ')[0])
    expect(all).toBeGreaterThan(1)
    await page.getByLabel('Category').selectOption({ label: 'Pontoon Trailers' })
    await expect(page.getByText('1 item(s) found')).toBeVisible()
    await expect(page.locator('tbody tr td:nth-child(3)')).toHaveText(['Pontoon Trailers'])
    await page.getByLabel('Category').selectOption('')
    await page.getByPlaceholder('Search inventory...').fill('NO-SUCH-TRAILER-ANYWHERE')
    await expect(page.getByText('0 item(s) found')).toBeVisible()
  })

  test('has no accessibility violations on the panel and in the add form', async ({ page }) => {
    await openPanel(page)
    const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']
    const panel = await new AxeBuilder({ page }).withTags(tags).analyze()
    expect(panel.violations).toEqual([])

    await page.getByRole('button', { name: '+ Add New Trailer' }).click()
    await expect(page.getByRole('dialog', { name: 'Add New Inventory Item' })).toBeVisible()
    const form = await new AxeBuilder({ page }).withTags(tags).analyze()
    expect(form.violations).toEqual([])
  })
})
