import { expect, test } from './fixtures'
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
