import type { Page } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'

import { expect, test } from './fixtures'
import { createUnit, galleryUnit, staffApi } from './inventory-fixtures'

/*
 * Staff-entered text is data, never markup: script tags, event handlers and javascript: URLs
 * stored in a unit must reach the public pages as visible text and run nothing.
 */
const scriptTag = '<script>window.__xss = "script"</script>'
const handler = '<img src="x" onerror="window.__xss = \'img\'">'
const jsUrl = 'javascript:window.__xss="url"'
const hostile = {
  ...galleryUnit,
  model_name: 'E2E XSS <script>window.__xss=1</script>',
  description: `Hostile description ${scriptTag} ${handler} <a href="${jsUrl}">click</a>`,
  notes: `Hostile notes ${jsUrl} <svg onload="window.__xss='svg'"></svg>`,
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  await expect(page.locator('script:not([src]):has-text("__xss")')).toHaveCount(0)
  await expect(page.locator('img[src="x"], svg[onload], a[href^="javascript:"]')).toHaveCount(0)
}

test('markup and javascript: URLs stored in a unit show as text and never run', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await staffApi(playwright, baseURL ?? '')
  let unit: InventoryApiItem | undefined
  try {
    unit = await createUnit(api, hostile)

    await expect(async () => {
      await page.goto('/inventory')
      await expect(page.getByText('Hostile description', { exact: false })).toHaveCount(1, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000, intervals: [250] })
    await expect(page.locator('body')).toContainText(scriptTag)
    await expect(page.locator('body')).toContainText(jsUrl)
    await expectInert(page)

    await page.goto(inventoryPath(unit))
    await expect(page.getByText(`Hostile description ${scriptTag}`, { exact: false })).toBeVisible()
    await expect(page.getByText(`Hostile notes ${jsUrl}`, { exact: false })).toBeVisible()
    await expectInert(page)
  } finally {
    if (unit) await api.delete(`/api/inventory/${unit.id}`)
    await api.dispose()
  }
})
