import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

test.describe('404 page', () => {
  // The browser logs the 404 document itself as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  async function expectNotFoundPage(page: Page) {
    const main = page.locator('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/Page Not Found/)
    await expect(main).toContainText(
      "Sorry, we couldn't find the page you're looking for. It might have been moved or doesn't exist.",
    )
    await expect(main.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Browse Trailers' })).toHaveAttribute(
      'href',
      '/trailers',
    )
    const popular = main.getByRole('navigation', { name: 'Popular Pages' }).getByRole('link')
    expect(await popular.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/trailers/aluminum',
      '/trailers/bunk',
      '/trailers/roller',
      '/inventory',
      '/contact',
    ])
  }

  for (const path of ['/no-such-page', '/deeply/nested/missing-page', '/trailers/x', '/tips/x']) {
    test(`${path} answers 404 with the site's not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expectNotFoundPage(page)
      await expect(page.locator('header').getByText('Made in the USA')).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }

  // Crawlers and visitors on a slow phone get the whole page in the server's HTML.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    const missing = [
      '/no-such-page',
      '/trailers/doesnotexist',
      '/tips/nonexistent',
      '/inventory/nonexistent-slug',
      '/trailers/venture/x',
    ]
    for (const path of missing) {
      test(`${path} is a whole 404 page in the server's HTML`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page).toHaveTitle(/404/)
        await expectNotFoundPage(page)
        await expect(page.locator('header').getByText('Made in the USA')).toBeVisible()
        await expect(page.locator('footer')).toContainText('All rights reserved.')
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      })
    }
  })

  test('the 404 buttons lead home and to the trailers', async ({ page }) => {
    await page.goto('/no-such-page')
    await page.locator('main').getByRole('link', { name: 'Browse Trailers' }).click()
    await page.waitForURL('**/trailers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boat Trailers')
  })
})

test.describe('error screen', () => {
  // The failure is provoked on purpose, and React reports it.
  test.use({ allowedConsoleErrors: [/Simulated browser failure/] })

  /*
   * A real production failure path, no test-only code: the home hero asks the browser whether
   * motion is reduced; this makes that browser API throw on the first page load of the session.
   */
  async function breakReducedMotionQueryOnce(page: Page) {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window)
      window.matchMedia = (query: string) => {
        if (query.includes('prefers-reduced-motion') && !sessionStorage.getItem('broken-once')) {
          sessionStorage.setItem('broken-once', '1')
          throw new Error('Simulated browser failure')
        }
        return original(query)
      }
    })
  }

  test('shows the heading, expandable details and both buttons', async ({ page }) => {
    await breakReducedMotionQueryOnce(page)
    await page.goto('/')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
    const details = main.getByText('Error details')
    await expect(main.getByText('Simulated browser failure')).toBeHidden()
    await details.click()
    await expect(main.getByText('Simulated browser failure')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Go to Home Page' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Reload Page' })).toBeVisible()
    await expect(page.locator('header').getByText('Made in the USA')).toBeVisible()
  })

  test('Go to Home Page resets the failure and shows home', async ({ page }) => {
    await breakReducedMotionQueryOnce(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Go to Home Page' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Boat Trailers for Every Adventure' }),
    ).toBeVisible()
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('Reload Page loads the page again', async ({ page }) => {
    await breakReducedMotionQueryOnce(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Reload Page' }).click()
    await reloaded
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Boat Trailers for Every Adventure' }),
    ).toBeVisible()
  })
})
