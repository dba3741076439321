import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { createItem, openPanel, removeItem, rowOf } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { sidewaysOverflow } from './phone-checks'

/* Staff walk the lot with a phone: the panel at 390 px. */

const phone = { width: 390, height: 844 }
const minTarget = 44

/** Visible, wholly inside the viewport's width, and (for controls) a 44 × 44 px touch target. */
async function expectOnScreen(target: Locator, { touch }: { touch: boolean }) {
  await expect(target).toBeVisible()
  const box = (await target.boundingBox())!
  expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(phone.width)
  if (touch) {
    expect(box.width, 'touch target width').toBeGreaterThanOrEqual(minTarget)
    expect(box.height, 'touch target height').toBeGreaterThanOrEqual(minTarget)
  }
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`,
  )

test.describe('staff inventory panel on a phone', () => {
  test.use({ viewport: phone })
  test.beforeEach(({ page }) => signInAsStaff(page))

  test('every unit is a card with photo, name, price, stock, Edit and its action menu on screen, nothing scrolls sideways', async ({
    page,
  }) => {
    const item = await createItem(page.request, { price: 4321.5, stock_quantity: 2 })
    try {
      await openPanel(page)
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      for (const control of await page
        .getByRole('button', { name: /^(Edit|More actions for) / })
        .or(page.getByRole('spinbutton', { name: /^Stock for / }))
        .all()) {
        await expectOnScreen(control, { touch: true })
      }

      await page.getByPlaceholder('Search inventory...').fill(item.model_name)
      const card = rowOf(page, item.model_name)
      await expect(card).toHaveCount(1)
      await expectOnScreen(card.locator('img'), { touch: false })
      await expectOnScreen(card.getByRole('rowheader', { name: item.model_name }), { touch: false })
      await expectOnScreen(card.getByText('$4,321.50'), { touch: false })
      const stock = card.getByRole('spinbutton', { name: `Stock for ${item.model_name}` })
      const edit = card.getByRole('button', { name: `Edit ${item.model_name}` })
      const more = card.getByRole('button', { name: `More actions for ${item.model_name}` })
      // The box itself is small; its label is the 44 px target.
      const selectName = `Select ${item.model_name} for stickers`
      const select = card
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: selectName }) })
      for (const control of [stock, edit, more, select]) {
        await expectOnScreen(control, { touch: true })
      }

      // Keyboard order follows the card: stock, Edit, then the menu of the other actions.
      await stock.focus()
      await page.keyboard.press('Tab')
      await expect(edit).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(more).toBeFocused()
      await page.keyboard.press('Enter')
      const items = page.getByRole('menu').getByRole('menuitem')
      await expect(items).toHaveText(['Mark pending', 'Mark sold', 'Sticker', 'Delete'])
      for (const action of await items.all()) await expectOnScreen(action, { touch: true })
      await page.keyboard.press('Escape')
      await expect(more).toBeFocused()
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('the cards are still one table to assistive technology, with every column header', async ({
    page,
  }) => {
    const item = await createItem(page.request)
    try {
      await openPanel(page, item.model_name)
      const table = page.getByRole('table', { name: 'Inventory items' })
      await expect(table).toHaveCount(1)
      await expect(table.getByRole('columnheader')).toHaveText([
        'Image',
        'Model Name',
        'Category',
        'Material',
        'Price',
        'Stock',
        'Actions',
      ])
      const row = rowOf(page, item.model_name)
      await expect(row.getByRole('rowheader')).toHaveCount(1)
      await expect(row.getByRole('cell')).toHaveCount(6)
      // One copy of each control: nothing rendered twice for the other width.
      await expect(
        page.getByRole('spinbutton', { name: `Stock for ${item.model_name}` }),
      ).toHaveCount(1)
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('the inline edit form opens under the card without sideways scrolling', async ({ page }) => {
    const item = await createItem(page.request)
    try {
      await openPanel(page, item.model_name)
      await rowOf(page, item.model_name)
        .getByRole('button', { name: `Edit ${item.model_name}` })
        .click()
      const update = page.getByRole('button', { name: 'Update Item' })
      await expect(update).toBeVisible()
      await update.scrollIntoViewIfNeeded()
      await expectOnScreen(update, { touch: true })
      await expectOnScreen(page.getByLabel('Model Name'), { touch: true })
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await removeItem(page.request, item.id)
    }
  })

  test('has no accessibility violations at 390 px', async ({ page }) => {
    await openPanel(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('staff inventory panel on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test.beforeEach(({ page }) => signInAsStaff(page))

  test('keeps the table with its column headers in sight', async ({ page }) => {
    await openPanel(page)
    const headers = page.getByRole('columnheader')
    await expect(headers).toHaveCount(7)
    for (const header of await headers.all()) await expect(header).toBeInViewport()
    const [price, actions] = [
      await headers.filter({ hasText: 'Price' }).boundingBox(),
      await headers.filter({ hasText: 'Actions' }).boundingBox(),
    ]
    // One row of headers: the columns sit side by side.
    expect(price!.y).toBe(actions!.y)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
  })
})
