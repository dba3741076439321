import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const video = (page: Page) => page.locator('main video')
const clipIndex = async (page: Page) => Number(await video(page).getAttribute('data-clip'))

test('shows the headline, the three hero buttons, eight collection cards and contact details', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Premium Boat Trailers for Every Adventure',
  )
  await expect(page.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
    'href',
    'tel:+14105550187',
  )
  await expect(page.getByRole('link', { name: 'Current Inventory' })).toHaveAttribute(
    'href',
    '/inventory',
  )
  await expect(page.getByRole('link', { name: 'Help me pick a trailer' })).toHaveAttribute(
    'href',
    '#trailer-finder',
  )
  const collection = page.locator('section', {
    has: page.getByRole('heading', { name: /Authorized Dealer/ }),
  })
  await expect(collection.getByRole('listitem')).toHaveCount(8)
  await expect(collection.getByRole('heading', { level: 3 })).toHaveText([
    'Aluminum',
    'Bunk',
    'Roller',
    'Galvanized',
    'Pontoon/Tritoon',
    'PWC',
    'Skiff',
    'Commander',
  ])
  await expect(collection.getByRole('link', { name: /Learn more about Aluminum/ })).toHaveAttribute(
    'href',
    '/trailers/aluminum',
  )
  const contact = page.locator('#contact')
  await expect(contact).toContainText('100 Harbor Way')
  await expect(contact).toContainText('Sat: 9:00 AM - 4:00 PM')
  await expect(contact.getByRole('link', { name: 'sales@edgewatertrailers.example' })).toBeVisible()
  await expect(contact.getByRole('button', { name: 'Request a Quote' })).toBeVisible()
})

test('the hero plays muted at half speed and moves to the next clip when one ends', async ({
  page,
}) => {
  await page.goto('/')
  await expect(video(page)).toHaveCount(1)
  const state = await video(page).evaluate((el: HTMLVideoElement) => ({
    muted: el.muted,
    rate: el.playbackRate,
    poster: el.getAttribute('poster'),
  }))
  expect(state).toMatchObject({ muted: true, rate: 0.5 })
  const first = await clipIndex(page)
  expect(state.poster).toBe(`/cms/api/media/file/hero-poster-${first + 1}.webp`)
  for (const expected of [1, 2, 0].map((step) => (first + step) % 3)) {
    await video(page).evaluate((el) => el.dispatchEvent(new Event('ended')))
    await expect(video(page)).toHaveAttribute('data-clip', String(expected))
  }
})

test.describe('with a clip that fails to load', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('skips to the next clip', async ({ page }) => {
    await page.route(/\/hero-clip-1\.(mp4|webm)$/, (route) => route.fulfill({ status: 404 }))
    await page.goto('/')
    await expect(video(page)).toHaveAttribute('data-clip', '1')
    await expect(video(page).locator('source').first()).toHaveAttribute('src', /clip-2/)
  })
})

test.describe('for visitors who prefer reduced motion', () => {
  test('shows the poster only', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.locator('main img[src="/cms/api/media/file/hero-poster-1.webp"]'),
    ).toBeVisible()
    await page.waitForTimeout(500)
    await expect(video(page)).toHaveCount(0)
  })
})

test('the poster is in the server HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('src="/cms/api/media/file/hero-poster-1.webp"')
  expect(html).not.toContain('<video')
})

test('a page that prefetches home does not download the hero poster', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/about')
  // The header's logo link prefetches home once it is on screen.
  await expect.poll(() => requested.includes('/')).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(requested).not.toContain('/cms/api/media/file/hero-poster-1.webp')
})

test('the footer shows the current year, and cached pages are redrawn within the hour so it stays current', async ({
  page,
}) => {
  const response = await page.goto('/about')
  expect(response?.headers()['cache-control']).toMatch(/s-maxage=3600\b/)
  await expect(page.locator('footer')).toContainText(
    `© ${new Date().getFullYear()} Venture Trailers Edgewater. All rights reserved.`,
  )
})
