import type { Page } from '@playwright/test'

import { expect, signInAsEditor, signInAsStaff, staffCredentials, test } from './fixtures'
import { pastTheEdge, sidewaysOverflow } from './phone-checks'

/*
 * An editor's CMS in their own words (issue 52 items 5 and 9), against the built server: the
 * dealer's mark, a menu of only what an editor changes, labels and buttons without database
 * words, who saved by name, a labelled sign-out, no lead settings on an editor's account, and
 * no sideways scroll at 390 px. Staff read prices as money.
 */
const databaseWords = /_|\b(Gvwr|Cta|Href|Faq|Mp4|Webm|Untitled)\b/

async function firstId(page: Page, collection: string): Promise<number> {
  const found = await page.request.get(`/cms/api/${collection}?limit=1&depth=0`)
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

/** What an edit screen calls its fields and buttons, once its form has rendered. */
async function screenWords(page: Page): Promise<string[]> {
  await expect(page.locator('.field-label').first()).toBeVisible()
  return page.locator('.field-label, button').allInnerTexts()
}

test("an editor's CMS shows the dealer, only what they edit, in words, and fits a phone", async ({
  page,
  browser,
  baseURL,
}) => {
  // A tip the tests' admin saved last.
  const admin = await (await browser.newContext({ baseURL })).newPage()
  await signInAsStaff(admin)
  const tip = await firstId(admin, 'tips')
  const saved = await admin.request.patch(`/cms/api/tips/${tip}`, {
    data: {},
    headers: { Origin: new URL(baseURL ?? '').origin },
  })
  expect(saved.ok(), await saved.text()).toBe(true)

  await page.goto('/cms/login')
  await expect(page.getByRole('img', { name: 'Venture Trailers' })).toBeVisible()
  await signInAsEditor(page)

  await page.goto('/cms')
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Tips', exact: true })).toBeVisible()
  for (const staffs of ['Inventory Items', 'Categories', 'Price Changes', 'Leads']) {
    await expect(page.getByRole('link', { name: staffs, exact: true })).toHaveCount(0)
  }
  await expect(nav.getByRole('link', { name: 'Sign out' })).toBeVisible()

  await page.goto(`/cms/collections/tips/${tip}`)
  await expect(page.getByText('Last saved by').locator('xpath=..')).toContainText(
    staffCredentials.email,
  )

  await page.goto('/cms/account')
  await expect(page.locator('.field-label').first()).toBeVisible()
  await expect(page.getByText('Takes new leads')).toHaveCount(0)

  await page.setViewportSize({ width: 390, height: 844 })
  const screens = [
    `/cms/collections/tips/${tip}`,
    '/cms/collections/tips/create',
    `/cms/collections/catalogue-pages/${await firstId(page, 'catalogue-pages')}`,
    `/cms/collections/trailer-models/${await firstId(page, 'trailer-models')}`,
    `/cms/collections/accessories/${await firstId(page, 'accessories')}`,
    `/cms/collections/media/${await firstId(page, 'media')}`,
    '/cms/collections/redirects/create',
    '/cms/globals/site-settings',
    '/cms/globals/home',
    '/cms/globals/financing',
  ]
  for (const screen of screens) {
    await page.goto(screen)
    const words = await screenWords(page)
    expect(
      words.filter((word) => databaseWords.test(word)),
      screen,
    ).toEqual([])
    const sideways = await sidewaysOverflow(page)
    expect(sideways, `${screen} at 390 px: ${(await pastTheEdge(page)).join(', ')}`).toBe(0)
  }
})

test('staff read prices as money in the CMS lists', async ({ page }) => {
  await signInAsStaff(page)
  await page.goto('/cms/collections/inventory-items')
  await expect(page.locator('td.cell-price').first()).toHaveText(/^\$\d{1,3}(,\d{3})*(\.\d\d)?$/)
})
