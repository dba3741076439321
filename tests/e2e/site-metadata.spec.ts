import { expect, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { ofType, serverJsonLd } from './server-json-ld'

const pages = ['/', '/trailers', '/trailers/venture', '/about', '/contact']

for (const path of pages) {
  // The site's origin is baked in by `next build` (NEXT_PUBLIC_SITE_URL); paths are what we check.
  test(`${path} sets title, description, keywords, social tags and its canonical URL`, async ({
    page,
  }) => {
    await page.goto(path)
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
    expect(await page.title()).toMatch(/.{3}/)
    expect(await meta('meta[name="description"]')).toMatch(/.{20}/)
    expect(await meta('meta[name="keywords"]')).toMatch(/\w[^,]*,\s*\w/)
    expect(await meta('meta[property="og:title"]')).toMatch(/.{3}/)
    expect(await meta('meta[property="og:description"]')).toMatch(/.{20}/)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!)
    expect(canonical.pathname).toBe(path)
    const image = new URL((await meta('meta[property="og:image"]'))!)
    expect(image.origin).toBe(canonical.origin)
    expect(image.pathname).toMatch(/\.(jpg|png|webp)$/)
    expect(new URL((await meta('meta[property="og:url"]'))!).href).toBe(canonical.href)
  })
}

test('every page of the site has its own title', async ({ page }) => {
  const titles = new Set<string>()
  for (const path of pages) {
    await page.goto(path)
    titles.add(await page.title())
  }
  expect(titles.size).toBe(pages.length)
})

for (const path of ['/', '/contact']) {
  test(`${path} describes the dealer as an AutoDealer with address, phone and hours`, async ({
    page,
  }) => {
    await page.goto(path)
    const dealers = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .filter((data) => data['@type'] === 'AutoDealer'),
    )
    expect(dealers).toHaveLength(1)
    expect(dealers[0]).toMatchObject({
      name: 'Venture Trailers Edgewater',
      telephone: '(410) 555-0187',
      address: {
        streetAddress: '100 Harbor Way',
        addressLocality: 'Edgewater',
        addressRegion: 'MD',
      },
    })
    expect(dealers[0].openingHoursSpecification).toHaveLength(2)
  })

  test(`${path} sends the AutoDealer data inside <head> in the server HTML`, async ({
    request,
  }) => {
    const { head, body } = await serverJsonLd(request, path)
    expect(ofType(head, 'AutoDealer')).toHaveLength(1)
    expect(ofType(body, 'AutoDealer')).toEqual([])
  })
}

test('the AutoDealer hours are the hours an editor saved, read as the lead clock reads them', async ({
  playwright,
  request,
}, testInfo) => {
  const api = await staffApi(playwright, String(testInfo.project.use.baseURL))
  const settings = async (data: Record<string, unknown>) =>
    api.post('/cms/api/globals/site-settings', { data })
  const { hours: shipped } = await (await api.get('/cms/api/globals/site-settings')).json()
  const dealerHours = async () =>
    ofType((await serverJsonLd(request, '/contact')).head, 'AutoDealer').map(
      (dealer) => (dealer as { openingHoursSpecification?: unknown }).openingHoursSpecification,
    )
  const days = (...names: string[]) => names.map((name) => `https://schema.org/${name}`)
  try {
    const refused = await settings({ hours: [{ days: 'Holidays', opens: '9 AM', closes: '5 PM' }] })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain("'Holidays' is not a day or a range of days.")

    const saved = await settings({
      hours: [
        { days: 'Mon–Fri', opens: '8:00 AM', closes: '18:00' },
        { days: 'Sat & Sun', opens: '10 AM', closes: '2 PM' },
      ],
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    await expect.poll(dealerHours).toEqual([
      [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: days('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'),
          opens: '08:00',
          closes: '18:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: days('Saturday', 'Sunday'),
          opens: '10:00',
          closes: '14:00',
        },
      ],
    ])
  } finally {
    expect((await settings({ hours: shipped })).ok()).toBe(true)
    await api.dispose()
  }
})
