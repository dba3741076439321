import type { APIRequestContext, Page } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'

import { expectAxeClean } from './axe-clean'
import { expect, test } from './fixtures'
import { createUnit, galleryUnit, staffApi } from './inventory-fixtures'

/*
 * The whole price and a payment the shopper works out (issue 53, items 1 and 2), against the
 * built server, on a 390 px phone without JavaScript: the processing charge in bold beside the
 * price, the out-the-door estimate line by line, the calculator's GET form with its answer in the
 * page, and the finance inquiry it leads to with the figures filled in.
 */
let api: APIRequestContext
let unit: InventoryApiItem

const setGlobal = async (slug: string, data: Record<string, unknown>) => {
  const response = await api.post(`/cms/api/globals/${slug}`, { data })
  expect(response.ok(), await response.text()).toBe(true)
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await staffApi(playwright, String(testInfo.project.use.baseURL))
  await setGlobal('pricing', { processingCharge: 500, processingChargeShown: 'beside' })
  await setGlobal('financing', { apr: 7.99, term_months: 60, down_payment_percent: 0 })
  unit = await createUnit(api, { ...galleryUnit, model_name: 'E2E-PRICE Bunk', price: 5000 })
})

test.afterAll(async () => {
  await api.delete(`/api/inventory/${unit.id}`)
  await setGlobal('pricing', { processingCharge: 0 })
  await setGlobal('financing', { apr: null, term_months: null, down_payment_percent: null })
  await api.dispose()
})

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the whole price, the out-the-door estimate and a payment worked out in the page', async ({
    page,
  }) => {
    await page.goto(inventoryPath(unit))
    await expect(page.locator('strong', { hasText: 'Plus dealer processing charge' })).toHaveText(
      'Plus dealer processing charge (not required by law): $500',
    )
    await expect(page.getByText('Est. $101.36/mo')).toBeVisible()
    await expect(page.getByText(/Based on 7\.99% APR for 60 months with \$0 down/)).toBeVisible()

    await page.locator('summary', { hasText: 'Out-the-door estimate' }).click()
    const rows = page.locator('details tr')
    await expect(rows).toHaveText([
      /^Price\s*\$5,000$/,
      /^Dealer processing charge \(not required by law\)\s*\$500$/,
      /^Titling tax \(6% of \$5,500\)\s*\$330$/,
      /^Title fee\s*\$100$/,
      /^Registration fee\s*\$51$/,
      /^Estimated total\s*\$5,981$/,
    ])
    await expect(page.getByText(/Tax rate and fees as set on November 29, 2026/)).toBeVisible()
    await noSidewaysScroll(page)

    await page.getByLabel('Down payment ($)').fill('1000')
    await page.getByLabel('Term *').selectOption('72')
    await page.getByRole('button', { name: 'Work out my payment' }).click()
    await expect(page).toHaveURL(
      new RegExp(`${inventoryPath(unit)}/payment\\?down=1000&term=72&apr=7\\.99#payment$`),
    )
    const result = page.getByRole('status')
    await expect(result).toContainText('Est. $70.11/mo')
    await expect(result).toContainText(
      'Based on 7.99% APR for 72 months with $1,000 down. Estimate, not an offer of credit',
    )
    await noSidewaysScroll(page)

    await result.getByRole('link', { name: 'Ask about financing on these figures' }).click()
    await expect(page).toHaveURL(/\/finance\?unit=\d+&down=1000&term=72&apr=7\.99$/)
    await expect(page.getByLabel('Amount to finance ($) *')).toHaveValue('5000')
    await expect(page.getByLabel('Down payment ($)')).toHaveValue('1000')
    await expect(page.getByLabel('Term *')).toHaveValue('72')
    await expect(page.getByText('Est. $70.11/mo')).toBeVisible()
  })

  test('figures it cannot read are named beside their fields', async ({ page }) => {
    await page.goto(`${inventoryPath(unit)}/payment?down=lots&term=60&apr=40`)
    await expect(page.getByLabel('APR (%) *')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter an APR from 0 to 36%, like 7.99.')).toBeVisible()
    await expect(page.getByText('Enter a down payment in whole dollars, like 1000.')).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    // Invented figures render per request and point search engines at the unit's own page.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

// axe runs in the page, so with JavaScript: the same views as above, at the same width.
test('the estimate and a worked-out payment have no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(inventoryPath(unit))
  await page.locator('summary', { hasText: 'Out-the-door estimate' }).click()
  await expectAxeClean(page)
  await page.goto(`${inventoryPath(unit)}/payment?down=1000&term=72&apr=7.99`)
  await expect(page.getByRole('status')).toContainText('Est. $70.11/mo')
  await expectAxeClean(page)
  await page.goto(`${inventoryPath(unit)}/payment?down=x&term=72&apr=99`)
  await expectAxeClean(page)
})

test('every card with a payment states its terms and leads to the inquiry', async ({ page }) => {
  await page.goto('/inventory?q=E2E-PRICE')
  const card = page.getByRole('article').filter({ hasText: 'E2E-PRICE Bunk' })
  await expect(card.locator('strong')).toHaveText(
    'Plus dealer processing charge (not required by law): $500',
  )
  await expect(card.getByText(/Based on 7\.99% APR for 60 months with \$0 down/)).toBeVisible()
  await expect(card.getByRole('link', { name: /^Est\. \$101\.36\/mo/ })).toHaveAttribute(
    'href',
    `/finance?unit=${unit.id}&down=0&term=60&apr=7.99`,
  )
})
