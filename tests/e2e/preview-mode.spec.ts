import AxeBuilder from '@axe-core/playwright'

import { expect, signInAsEditor, test } from './fixtures'

/*
 * Preview never leaks into browsing (issue 52 item 6), as an editor against the built server:
 * every public page in preview says so with a way out, the way out returns to the page the editor
 * is on as visitors see it, and preview ends by itself after an hour or when the editor signs out.
 */
test('preview says so on every page, is left from where the editor is, and ends by itself', async ({
  page,
  baseURL,
}) => {
  await signInAsEditor(page)
  const banner = page.getByRole('status').filter({ hasText: 'Preview' })

  await page.goto('/api/preview?page=aluminum')
  await expect(page).toHaveURL(/\/trailers\/aluminum$/)
  await expect(banner).toBeVisible()
  const bypass = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
  const lasts = (bypass?.expires ?? 0) - Date.now() / 1000
  expect(lasts).toBeGreaterThan(59 * 60)
  expect(lasts).toBeLessThanOrEqual(60 * 60)

  // A page with no draft of its own, reached by browsing on: still says so.
  await page.goto('/inventory')
  await expect(banner).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await banner.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(/\/inventory$/)
  await expect(banner).toHaveCount(0)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__prerender_bypass')

  // Signing out of the CMS ends what preview shows, and the banner with it.
  await page.goto('/api/preview?home')
  await expect(banner).toBeVisible()
  const origin = new URL(baseURL ?? '').origin
  expect(
    (await page.request.post('/cms/api/users/logout', { headers: { Origin: origin } })).ok(),
  ).toBe(true)
  await page.reload()
  await expect(banner).toHaveCount(0)
})

test('the way out of preview never leads to another site', async ({ request, baseURL }) => {
  for (const referer of [`${baseURL}//evil.example/x`, `${baseURL}/\\evil.example`, 'not a url']) {
    const answer = await request.get('/api/preview/exit', {
      headers: { Referer: referer },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(307)
    expect(answer.headers().location).toBe('/')
  }
  const back = await request.get('/api/preview/exit', {
    headers: { Referer: `${baseURL}/inventory?type=Pontoon` },
    maxRedirects: 0,
  })
  expect(back.headers().location).toBe('/inventory?type=Pontoon')
})
