import { signPreviewLink } from '@/lib/preview/preview-link'

import { expect, signInAsStaff, test } from './fixtures'

/*
 * A preview link for one draft (ADR 0039), against the built server: made by an editor from the
 * page's edit screen, opened signed out it shows that draft (never indexed) and no other; a
 * changed or expired link shows the plain 'Link expired' page with a 4xx status.
 */
const draftHeading = 'A promotion only in draft'

test('a preview link shows its one draft signed out; a changed or expired one is refused', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin
  const write = { headers: { Origin: origin } }
  const editorContext = await browser.newContext({
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const editorPage = await editorContext.newPage()
  await signInAsStaff(editorPage)
  const cms = editorPage.request
  const found = await cms.get('/cms/api/catalogue-pages?where[slug][equals]=aluminum&depth=0')
  const page = ((await found.json()) as { docs: { id: number; hero: { heading: string } }[] })
    .docs[0]

  const visitorContext = await browser.newContext({ baseURL })
  const visitor = await visitorContext.newPage()
  try {
    expect((await visitor.request.post('/api/preview/link', { data: {}, ...write })).status()).toBe(
      401,
    )
    const refused = await cms.post('/api/preview/link', {
      data: { collection: 'catalogue-pages', slug: 'no-such-page' },
      ...write,
    })
    expect(refused.status()).toBe(400)

    const saved = await cms.patch(`/cms/api/catalogue-pages/${page.id}?draft=true`, {
      data: { hero: { heading: draftHeading } },
      ...write,
    })
    expect(saved.ok(), await saved.text()).toBe(true)
    // The editor makes the link from the page's edit screen.
    await editorPage.goto(`/cms/collections/catalogue-pages/${page.id}`)
    await editorPage.getByRole('button', { name: 'Make a preview link' }).click()
    const field = editorPage.getByRole('textbox', { name: 'Preview link' })
    await expect(field).toHaveValue(/\/api\/preview\/link\?token=/)
    const url = await field.inputValue()
    // One tap copies it, for a text or an e-mail (issue 52 item 9).
    await editorPage.getByRole('button', { name: 'Copy link' }).click()
    await expect(editorPage.getByText('Copied.')).toBeVisible()
    expect(await editorPage.evaluate(() => navigator.clipboard.readText())).toBe(url)
    const made = await cms.post('/api/preview/link', {
      data: { collection: 'catalogue-pages', slug: 'aluminum' },
      ...write,
    })
    expect(made.status(), await made.text()).toBe(201)
    const { expiresAt } = (await made.json()) as { url: string; expiresAt: string }
    const days = (Date.parse(expiresAt) - Date.now()) / (24 * 60 * 60 * 1000)
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    const link = new URL(url)

    await visitor.goto(link.pathname + link.search)
    await expect(visitor).toHaveURL(/\/trailers\/aluminum$/)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // The link is for that page only: another page shows its published text.
    const other = await visitor.request.get('/trailers/pwc')
    expect(await other.text()).not.toContain('only in draft')

    // Everyone else, and the page cache, still get the published page.
    const anonymous = await (
      await browser.newContext({ baseURL })
    ).request.get('/trailers/aluminum')
    const html = await anonymous.text()
    expect(html).toContain(page.hero.heading)
    expect(html).not.toContain(draftHeading)

    const token = link.searchParams.get('token') ?? ''
    // The server's secret, which scripts/run.ts hands to the tests and the server alike.
    const secret = process.env.PAYLOAD_SECRET ?? ''
    expect(secret.length).toBeGreaterThanOrEqual(16)
    const expired = await signPreviewLink(
      { collection: 'catalogue-pages', slug: 'aluminum', editorId: 1 },
      secret,
      { now: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) },
    )
    const changed = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`
    for (const bad of [changed, expired, 'not-a-link', '']) {
      const stranger = await browser.newContext({ baseURL })
      const tab = await stranger.newPage()
      const answer = await tab.goto(`/api/preview/link?token=${encodeURIComponent(bad)}`)
      expect(answer?.status()).toBe(410)
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Link expired')
      expect(await tab.content()).not.toContain(draftHeading)
      // Draft mode is not turned on: the page itself is the published one.
      const after = await tab.request.get('/trailers/aluminum')
      expect(await after.text()).not.toContain(draftHeading)
      await stranger.close()
    }
  } finally {
    await cms.patch(`/cms/api/catalogue-pages/${page.id}`, {
      data: { hero: { heading: page.hero.heading }, _status: 'published' },
      ...write,
    })
    await visitorContext.close()
    await editorContext.close()
  }
})
