import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const slugs = [
  'aluminum',
  'galvanized',
  'bunk',
  'roller',
  'pwc',
  'commander',
  'pontoon',
  'skiff',
  'tritoon',
  'accessories',
]

/** The cell of `model`'s row under the column headed `column`, in the table captioned `caption`. */
async function cell(page: Page, caption: string, model: string, column: string) {
  const table = page.getByRole('table', { name: caption, exact: true })
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim())
  expect(headers, `${caption} columns`).toContain(column)
  const row = table.locator('tbody tr').filter({
    has: page.getByRole('rowheader', { name: model, exact: true }),
  })
  return row.locator('th, td').nth(headers.indexOf(column))
}

test.describe('catalogue pages', () => {
  for (const slug of slugs) {
    test(`/trailers/${slug} answers 200 with its content, metadata and quote button`, async ({
      page,
    }) => {
      const response = await page.goto(`/trailers/${slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/trailers/${slug}$`),
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
      if (slug === 'accessories') {
        await expect(page.getByRole('table')).toHaveCount(0)
        return
      }
      expect(await page.getByRole('table').count()).toBeGreaterThan(0)
      for (const table of await page.getByRole('table').all()) {
        await expect(table.locator('caption')).not.toBeEmpty()
        expect(await table.getByRole('rowheader').count()).toBeGreaterThan(0)
      }
      await expect(page.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
        'href',
        '/contact',
      )
    })
  }

  test('an unknown category answers 404', async ({ page }) => {
    const response = await page.request.get('/trailers/xyz')
    expect(response.status()).toBe(404)
  })

  test('aluminum intros state the capacity ranges computed from the tables', async ({ page }) => {
    await page.goto('/trailers/aluminum')
    for (const range of [
      'Capacities from 1,025 to 3,525 lbs',
      'Capacities from 3,625 to 9,625 lbs',
      'Capacities from 9,625 to 15,025 lbs',
      'Capacities from 2,425 to 3,525 lbs',
      'Capacities from 3,625 to 6,425 lbs',
    ]) {
      await expect(page.getByText(range)).toBeVisible()
    }
  })

  test('roller and PWC intros state their ranges', async ({ page }) => {
    await page.goto('/trailers/roller')
    for (const range of ['1,550 to 3,350 lbs', '3,650 to 7,950 lbs', '8,650 to 10,850 lbs']) {
      await expect(page.getByText(range)).toBeVisible()
    }
    await page.goto('/trailers/pwc')
    for (const range of ['1,200 to 2,600 lbs', '1,200 to 2,000 lbs']) {
      await expect(page.getByText(range)).toBeVisible()
    }
  })

  test('tables show the published figures', async ({ page }) => {
    await page.goto('/trailers/skiff')
    const tandem = 'Aluminum tandem axle skiff trailers'
    await expect(await cell(page, tandem, 'VASK-4200S', 'GVWR (lbs)')).toHaveText('5,040')
    await expect(await cell(page, tandem, 'VASK-4200', 'GVWR (lbs)')).toHaveText('5,120')
    await expect(await cell(page, tandem, 'VASK-4200', 'Axles')).toHaveText('2')
    const jon = 'Aluminum jon boat trailers'
    await expect(await cell(page, jon, 'VAB-1025', 'Capacity (lbs)')).toHaveText('1,025')
    await expect(await cell(page, jon, 'VAB-1325', 'Boat Length')).toHaveText("14'-15'")

    await page.goto('/trailers/commander')
    const triple = 'Commander triple axle trailers'
    await expect(await cell(page, triple, 'COM-14000', 'Coupler')).toHaveText('2 5/16 in')
    const single = 'Commander single axle trailers'
    await expect(await cell(page, single, 'COM-2800', 'Coupler')).toHaveText('2 in')

    await page.goto('/trailers/pontoon')
    const pontoon = 'Single axle pontoon trailers'
    await expect(await cell(page, pontoon, 'VP-18-20', 'Min Bunk Width')).toHaveText('72"')
    await expect(await cell(page, pontoon, 'VP-18-20', 'Max Bunk Width')).toHaveText('78"')

    await page.goto('/trailers/galvanized')
    const rollers = 'Galvanized single axle roller trailers'
    await expect(await cell(page, rollers, 'VR-1550', 'Rollers')).toHaveText('12')
  })

  test('the galvanized page shows the twelve tables of the spec, skiffs as the sheet lists them', async ({
    page,
  }) => {
    await page.goto('/trailers/galvanized')
    const captions = page.locator('main table caption')
    await expect(captions).toHaveCount(12)
    await expect(captions.filter({ hasText: /tritoon/i })).toHaveCount(1)
    const pontoon = 'Single axle pontoon trailers'
    await expect(await cell(page, pontoon, 'VGP-18-20', 'Min Bunk Width')).toHaveText('22"')
    await expect(await cell(page, pontoon, 'VGP-18-20', 'Max Bunk Width')).toHaveText('30"')

    await page.goto('/trailers/skiff')
    const tandem = page.getByRole('table', { name: 'Aluminum tandem axle skiff trailers' })
    await expect(tandem.getByRole('rowheader')).toHaveText(['VASK-4200S', 'VASK-4200'])
  })

  test('the finder anchors land on a section with tables', async ({ page }) => {
    for (const [slug, anchor] of [
      ['pontoon', 'pontoon-trailers'],
      ['pwc', 'pwc-trailers'],
      ['skiff', 'skiff-trailers'],
      ['roller', 'roller-trailers'],
    ]) {
      await page.goto(`/trailers/${slug}#${anchor}`)
      const section = page.locator(`#${anchor}`)
      await expect(section.getByRole('table').first()).toBeVisible()
      await expect(section).toBeInViewport()
    }
  })

  test('the PWC page lists the compatible craft', async ({ page }) => {
    await page.goto('/trailers/pwc')
    await expect(page.getByRole('heading', { name: 'Compatible craft' })).toBeVisible()
    await expect(page.getByText('Other personal watercraft up to 12 feet')).toBeVisible()
  })

  test('the accessories page shows 17 cards and its two buttons', async ({ page }) => {
    await page.goto('/trailers/accessories')
    const grid = page.getByRole('region', { name: 'Available Accessories' })
    const cards = grid.getByRole('listitem')
    await expect(cards).toHaveCount(17)
    const brackets = cards.filter({ hasText: 'Spare Tire Brackets' })
    await expect(brackets.getByRole('heading')).toHaveText('Spare Tire Brackets')
    await expect(brackets.getByText('Convenience')).toBeVisible()
    await expect(brackets.locator('img')).toHaveJSProperty('complete', true)
    await expect(page.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.getByRole('link', { name: 'Installation Tips' })).toHaveAttribute(
      'href',
      '/tips',
    )
  })
})

test.describe('catalogue tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('keep the model column in view while the figures scroll sideways', async ({ page }) => {
    await page.goto('/trailers/aluminum')
    const table = page.getByRole('table', { name: 'Aluminum single axle bunk trailers' })
    const scroller = page.getByRole('region', { name: 'Aluminum single axle bunk trailers' })
    const modelCell = table.getByRole('rowheader', { name: 'VAB-1025', exact: true })
    const before = await modelCell.boundingBox()
    await scroller.evaluate((element) => element.scrollBy(400, 0))
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect((await modelCell.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('print the whole table and leave the call to action out', async ({ page }) => {
    await page.goto('/trailers/aluminum')
    await page.emulateMedia({ media: 'print' })
    const scroller = page.getByRole('region', { name: 'Aluminum single axle bunk trailers' })
    await expect(scroller).toHaveCSS('overflow-x', 'visible')
    await expect(page.getByRole('link', { name: 'Get a quote' })).toBeHidden()
  })
})
