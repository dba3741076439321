import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { ofType, serverJsonLd } from './server-json-ld'

const breadcrumbLists = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .filter((data) => data['@type'] === 'BreadcrumbList'),
  )

test('shows the trail from Home with the last crumb as plain text', async ({ page }) => {
  await page.goto('/trailers/venture')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Trailers', 'Venture'])
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Trailers'])
  await expect(trail.getByRole('link', { name: 'Trailers' })).toHaveAttribute('href', '/trailers')
  await expect(trail.getByText('Venture')).toHaveAttribute('aria-current', 'page')
})

test('title-cases hyphenated segments', async ({ page }) => {
  await page.goto('/tips/check-tire-pressure-monthly')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveText([
    'Home',
    'Tips',
    'Check Tire Pressure Monthly',
  ])
})

test('puts a BreadcrumbList with absolute URLs in the head', async ({ page }) => {
  await page.goto('/trailers/venture')
  await expect.poll(() => breadcrumbLists(page)).toHaveLength(1)
  const [list] = await breadcrumbLists(page)
  // The origin is the canonical one `next build` baked in, the same as the page's canonical link.
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin
  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
    { '@type': 'ListItem', position: 2, name: 'Trailers', item: `${origin}/trailers` },
    { '@type': 'ListItem', position: 3, name: 'Venture', item: `${origin}/trailers/venture` },
  ])
})

test('sends the BreadcrumbList inside <head> in the server HTML', async ({ request }) => {
  const { head, body } = await serverJsonLd(request, '/trailers/venture')
  expect(ofType(head, 'BreadcrumbList').map((list) => list.itemListElement?.length)).toEqual([3])
  expect(ofType(body, 'BreadcrumbList')).toEqual([])
  expect(ofType((await serverJsonLd(request, '/')).head, 'BreadcrumbList')).toEqual([])
})

test('has no breadcrumbs on home', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  expect(await breadcrumbLists(page)).toEqual([])
})

test('replaces the breadcrumb data on navigation and removes it on home', async ({ page }) => {
  await page.goto('/about')
  await expect.poll(async () => (await breadcrumbLists(page)).length).toBe(1)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click()
  await page.waitForURL('**/contact')
  await expect
    .poll(async () => (await breadcrumbLists(page)).map((list) => list.itemListElement.at(-1).name))
    .toEqual(['Contact'])
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect.poll(() => breadcrumbLists(page)).toEqual([])
})
