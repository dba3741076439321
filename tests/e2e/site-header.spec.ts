import { expect, test } from './fixtures'

const trailerEntries = [
  ['All Trailers', '/trailers'],
  ['Aluminum Trailers', '/trailers/aluminum'],
  ['Bunk Trailers', '/trailers/bunk'],
  ['Commander Line', '/trailers/commander'],
  ['Galvanized', '/trailers/galvanized'],
  ['Personal Watercraft', '/trailers/pwc'],
  ['Pontoon/Tritoon', '/trailers/pontoon'],
  ['Roller Trailers', '/trailers/roller'],
  ['Skiff & Jon Boat', '/trailers/skiff'],
  ['Accessories', '/trailers/accessories'],
]

test.describe('header on a desktop screen', () => {
  test('shows the logo linking home, the USA badge and the links in order', async ({ page }) => {
    await page.goto('/about')
    const header = page.locator('header').first()
    await expect(header.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/')
    await expect(header.getByText('Made in the USA')).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.locator(':scope > ul > li')).toHaveText(
      ['Trailers', 'Inventory', 'Tips', 'About', 'Contact'],
      { useInnerText: true },
    )
  })

  test('opens the Trailers dropdown on hover with the ten entries in order', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Trailers' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    const links = panel.getByRole('link')
    await expect(links).toHaveText(trailerEntries.map(([label]) => label))
    for (const [index, [, href]] of trailerEntries.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href)
    }
  })

  test('opening the dropdown prefetches the pages but not their photos', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Trailers' }).hover()
    await expect
      .poll(() => requested.filter((url) => new URL(url).pathname === '/trailers/aluminum'))
      .not.toHaveLength(0)
    await page.waitForLoadState('networkidle')
    const photos = requested.filter((url) => /\/images\/(heroes|categories)\//.test(url))
    expect(photos).toEqual([])
  })

  test('closes the dropdown 200 ms after the pointer leaves, not before', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Trailers' })
    await button.hover()
    const panelId = await button.getAttribute('aria-controls')
    // Measured in the page: from the pointer leaving the dropdown to the panel being hidden.
    await page.evaluate((id) => {
      const panel = document.getElementById(id!)!
      let left = 0
      const measured = new Promise<number>((resolve) => {
        new MutationObserver(() => {
          if (panel.hidden && left) resolve(performance.now() - left)
        }).observe(panel, { attributes: true, attributeFilter: ['hidden'] })
      })
      panel.parentElement!.addEventListener('pointerleave', () => (left = performance.now()), {
        once: true,
      })
      Object.assign(window, { dropdownCloseDelay: measured })
    }, panelId)
    await page.mouse.move(5, 600)
    const delay = await page.evaluate(
      () => (window as unknown as { dropdownCloseDelay: Promise<number> }).dropdownCloseDelay,
    )
    expect(delay).toBeGreaterThanOrEqual(195)
    expect(delay).toBeLessThan(1_000)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('stays open while the pointer moves from the button into the panel', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Trailers' })
    await button.hover()
    const entry = page.getByRole('link', { name: 'Skiff & Jon Boat' })
    await entry.hover()
    await page.waitForTimeout(400)
    await expect(entry).toBeVisible()
  })

  test('works by keyboard: Enter and Space toggle, Escape closes and keeps focus', async ({
    page,
  }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Trailers' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'All Trailers' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes when keyboard focus leaves the dropdown', async ({ page }) => {
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Trailers' })
    await button.focus()
    await page.keyboard.press('Enter')
    for (let i = 0; i < trailerEntries.length + 1; i++) await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Inventory', exact: true }).first()).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('sends navbar_click with the item, location and current page', async ({ page }) => {
    await page.goto('/about')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click()
    await page.waitForURL('**/contact')
    await page.getByRole('button', { name: 'Trailers' }).hover()
    await page.getByRole('link', { name: 'Bunk Trailers' }).click()
    await page.waitForURL('**/trailers/bunk')
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === 'navbar_click',
      ),
    )
    expect(events).toEqual([
      { event: 'navbar_click', nav_item: 'Contact', location: 'header_navigation', page: '/about' },
      {
        event: 'navbar_click',
        nav_item: 'Bunk Trailers',
        location: 'header_navigation',
        page: '/contact',
      },
    ])
  })

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('collapses the navigation behind a menu button and opens the dropdown by tap', async ({
    page,
  }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(nav).toBeHidden()
    await menu.tap()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    const trailers = nav.getByRole('button', { name: 'Trailers' })
    await trailers.tap()
    await expect(trailers).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('link', { name: 'Pontoon/Tritoon' }).tap()
    await page.waitForURL('**/trailers/pontoon')
    await expect(nav).toBeHidden()
  })

  test('fits the header on one row without horizontal scrolling', async ({ page }) => {
    await page.goto('/')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox()
    const logo = await page.locator('header img').first().boundingBox()
    expect(
      Math.abs(
        (menu?.y ?? 0) + (menu?.height ?? 0) / 2 - ((logo?.y ?? 0) + (logo?.height ?? 0) / 2),
      ),
    ).toBeLessThan(12)
  })
})
