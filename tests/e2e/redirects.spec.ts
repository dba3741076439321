import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'

import { expect, signInAsStaff, test } from './fixtures'

/*
 * A guide's slug changed by an editor, against the built server (ADR 0040): a draft changes no
 * address; once published the old address answers 301 to the new one (Next's 308 sent as 301 by
 * server.mjs), the sitemap lists the new address only, a redirect from a live page is refused, and
 * visitors cannot read the redirects through the CMS API.
 */
const editor = {
  email: `e2e-redirects-editor-${process.pid}@example.com`,
  password: 'an-editor-password-2026',
}
const oldSlug = `e2e-moved-from-${process.pid}`
const newSlug = `e2e-moved-to-${process.pid}`

const statusAndLocation = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 })
  return `${response.status()} ${new URL(response.headers().location ?? '/', 'http://x').pathname}`
}

test('a published slug change sends the old address to the new one with a 301', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const origin = new URL(baseURL ?? '').origin
  const write = { headers: { Origin: origin } }
  const adminContext = await browser.newContext({ baseURL })
  const admin = await adminContext.newPage()
  await signInAsStaff(admin)
  const created = await admin.request.post('/cms/api/users', {
    data: { ...editor, role: 'editor' },
    ...write,
  })
  expect(created.ok(), await created.text()).toBe(true)
  const signedIn = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: origin },
  })
  expect((await signedIn.post('/cms/api/users/login', { data: editor })).ok()).toBe(true)
  const visitor = await playwright.request.newContext({ baseURL })

  // The editor's own guide, a copy of a seeded one (no FAQ rows to copy).
  const seeded = await signedIn.get(
    '/cms/api/tips?where[slug][equals]=check-tire-pressure-monthly&depth=0',
  )
  const [source] = ((await seeded.json()) as { docs: Record<string, unknown>[] }).docs
  const { title, readTime, excerpt, body, cta, meta } = source as Record<string, unknown>
  const made = await signedIn.post('/cms/api/tips', {
    data: { title, readTime, excerpt, body, cta, meta, slug: oldSlug, _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id

  try {
    expect((await visitor.get(`/tips/${oldSlug}`)).status()).toBe(200)

    // A draft under the new slug: nothing moves yet.
    const draft = await signedIn.patch(`/cms/api/tips/${id}?draft=true`, {
      data: { slug: newSlug },
    })
    expect(draft.ok(), await draft.text()).toBe(true)
    expect((await visitor.get(`/tips/${oldSlug}`)).status()).toBe(200)

    const published = await signedIn.patch(`/cms/api/tips/${id}`, {
      data: { slug: newSlug, _status: 'published' },
    })
    expect(published.ok(), await published.text()).toBe(true)
    await expect
      .poll(() => statusAndLocation(visitor, `/tips/${oldSlug}`), { timeout: 2000 })
      .toBe(`301 /tips/${newSlug}`)
    expect((await visitor.get(`/tips/${newSlug}`)).status()).toBe(200)

    const sitemap = await (await visitor.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/tips/${newSlug}</loc>`)
    expect(sitemap).not.toContain(`/tips/${oldSlug}</loc>`)

    // The redirect is the editors' to see; visitors get nothing from the CMS API.
    const list = await signedIn.get(`/cms/api/redirects?where[from][equals]=/tips/${oldSlug}`)
    expect(((await list.json()) as { docs: { to: string }[] }).docs[0]?.to).toBe(`/tips/${newSlug}`)
    expect((await visitor.get('/cms/api/redirects')).status()).toBe(403)

    // A redirect from a live page's address would never be followed, so it is refused.
    const shadow = await signedIn.post('/cms/api/redirects', {
      data: { from: '/tips/check-tire-pressure-monthly', to: `/tips/${newSlug}` },
    })
    expect(shadow.status()).toBe(400)
    expect(await shadow.text()).toContain('This address is a page of this site')
    expect(await statusAndLocation(visitor, '/tips/check-tire-pressure-monthly')).toBe('200 /')

    // The search listing on the edit screen: the result as it will read, and length hints.
    const screen = await (await browser.newContext({ baseURL })).newPage()
    expect((await screen.request.post('/cms/api/users/login', { data: editor })).ok()).toBe(true)
    await screen.goto(`/cms/collections/tips/${id}`)
    const preview = screen.locator('section[aria-labelledby="search-preview"]')
    await expect(preview.getByRole('heading', { name: 'In search results' })).toBeVisible()
    await expect(preview).toContainText(`/tips/${newSlug}`)
    await expect(preview).toContainText(/Title: \d+ characters/)
    await expect(preview).toContainText(/Description: \d+ characters/)
    const axe = new AxeBuilder({ page: screen }).include(
      'section[aria-labelledby="search-preview"]',
    )
    expect((await axe.analyze()).violations).toEqual([])
  } finally {
    await admin.request.delete(`/cms/api/tips/${id}`, write)
    await admin.request.delete(`/cms/api/redirects?where[to][equals]=/tips/${newSlug}`, write)
  }
})
