import type { APIRequestContext, Page } from '@playwright/test'

import { tipSeeds } from '@/seed/tips'

import { expect, signInAsStaff, test } from './fixtures'
import { ofType, serverJsonLd } from './server-json-ld'

const seed = (slug: string) => {
  const tip = tipSeeds.find((candidate) => candidate.slug === slug)
  if (!tip) throw new Error(`no seeded tip ${slug}`)
  return tip
}

const faqCounts: Record<string, number> = {
  'wheel-bearing-maintenance': 4,
  'brake-maintenance': 4,
  'troubleshooting-guide': 5,
}

type JsonLdBlock = { '@type'?: string; mainEntity?: unknown[] }
const faqBlocks = (page: Page, scope = 'html') =>
  page
    .locator(`${scope} script[type="application/ld+json"]`)
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')))
    .then((blocks: JsonLdBlock[]) => blocks.filter((block) => block['@type'] === 'FAQPage'))

const canonicalPath = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname

// Payload honours its session cookie only from an allowed origin, as the CMS's own requests do.
const sameOrigin = () => ({ Origin: test.info().project.use.baseURL ?? '' })

/** Edits a tip through the CMS REST API as the signed-in page's user; returns the original. */
async function editTip(page: Page, slug: string, data: Record<string, unknown>, draft = false) {
  const found = await page.request.get(`/cms/api/tips?where[slug][equals]=${slug}&depth=0`)
  const [tip] = (await found.json()).docs as { id: number; title: string }[]
  const saved = await page.request.patch(`/cms/api/tips/${tip.id}${draft ? '?draft=true' : ''}`, {
    data,
    headers: sameOrigin(),
  })
  expect(saved.ok()).toBe(true)
  return tip
}

const publicHtml = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  return response.text()
}

test.describe('tips index', () => {
  test('lists the 11 guides with read time, title, excerpt and a Read Full Guide link', async ({
    page,
  }) => {
    await page.goto('/tips')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boat Trailer Tips & Guides')
    const cards = page.getByRole('list', { name: 'Guides' }).getByRole('article')
    await expect(cards).toHaveCount(11)
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(tipSeeds.map((t) => t.title))
    await expect(cards.locator('p').first()).toHaveText('3 min read')
    await expect(cards.nth(10).getByText('8 min read')).toBeVisible()
    await expect(cards.nth(0).getByText(tipSeeds[0].excerpt)).toBeVisible()

    const links = page.getByRole('link', { name: /^Read Full Guide/ })
    await expect(links).toHaveCount(11)
    await expect(links.first()).toHaveAttribute('href', '/tips/check-tire-pressure-monthly')
    await expect(page.getByRole('link', { name: 'Get Expert Help' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(await faqBlocks(page)).toEqual([])
    expect(await canonicalPath(page)).toBe('/tips')
  })
})

test.describe('guide pages', () => {
  test('show the guide with its read-time label, call to action and own canonical', async ({
    page,
  }) => {
    const tip = seed('check-tire-pressure-monthly')
    await page.goto('/tips')
    await page.getByRole('link', { name: `Read Full Guide: ${tip.title}` }).click()
    await expect(page).toHaveURL(/\/tips\/check-tire-pressure-monthly$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tip.title)
    await expect(page.getByText('3 min read')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Under-inflation' })).toBeVisible()
    await expect(page.getByRole('link', { name: tip.cta.label })).toHaveAttribute(
      'href',
      '/trailers',
    )
    await expect(page).toHaveTitle(tip.metaTitle)
    expect(await canonicalPath(page)).toBe('/tips/check-tire-pressure-monthly')
  })

  for (const [slug, count] of Object.entries(faqCounts)) {
    test(`publish ${count} FAQ entries in the head of ${slug}`, async ({ page }) => {
      await page.goto(`/tips/${slug}`)
      await expect.poll(async () => (await faqBlocks(page, 'head')).length).toBe(1)
      const [faq] = await faqBlocks(page)
      expect(faq.mainEntity).toHaveLength(count)
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
    })
  }

  test('send the FAQ data inside <head> in the server HTML', async ({ request }) => {
    for (const [slug, count] of Object.entries(faqCounts)) {
      const { head, body } = await serverJsonLd(request, `/tips/${slug}`)
      expect(
        ofType(head, 'FAQPage').map((faq) => faq.mainEntity?.length),
        slug,
      ).toEqual([count])
      expect(ofType(body, 'FAQPage'), slug).toEqual([])
    }
  })

  test('publish no FAQ data on the guides without questions', async ({ page }) => {
    const others = tipSeeds.filter((tip) => !(tip.slug in faqCounts))
    expect(others).toHaveLength(8)
    for (const tip of others) {
      await page.goto(`/tips/${tip.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tip.title)
      expect(await faqBlocks(page), tip.slug).toEqual([])
    }
  })

  test('remove the FAQ data when the reader navigates away', async ({ page }) => {
    await page.goto('/tips/troubleshooting-guide')
    await expect.poll(async () => (await faqBlocks(page, 'head')).length).toBe(1)
    await page.locator('a[href="/tips"]').filter({ visible: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boat Trailer Tips & Guides')
    expect(await faqBlocks(page)).toEqual([])
  })

  for (const [alias, slug] of [
    ['winterizing-your-trailer', 'winterizing-trailer'],
    ['brake-maintenance-guide', 'brake-maintenance'],
  ]) {
    test(`serve ${slug} at its declared canonical /tips/${alias}`, async ({ page }) => {
      for (const path of [`/tips/${alias}`, `/tips/${slug}`]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        // Next sets this only on statically generated (ISR) pages: no database query per visit.
        expect(response?.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE|MISS|REVALIDATED/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed(slug).title)
        expect(await canonicalPath(page), path).toBe(`/tips/${alias}`)
      }
    })
  }

  test('answer an unknown guide with the 404 page', async ({ request }) => {
    expect((await request.get('/tips/no-such-guide')).status()).toBe(404)
    expect((await request.get('/tips/Not_A_Slug')).status()).toBe(404)
  })
})

test.describe('editing guides', () => {
  test('keeps a draft private until an editor previews it, then leaves preview', async ({
    page,
    request,
  }) => {
    const slug = 'safety-chains-guide'
    const draftTitle = `Safety Chains Draft ${Date.now()}`
    expect((await request.get(`/api/preview?slug=${slug}`)).status()).toBe(401)

    await signInAsStaff(page)
    const original = await editTip(page, slug, { title: draftTitle }, true)
    try {
      expect(await publicHtml(request, `/tips/${slug}`)).not.toContain(draftTitle)

      await page.goto(`/api/preview?slug=${slug}`)
      await expect(page).toHaveURL(new RegExp(`/tips/${slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
      const banner = page.getByRole('status').filter({ hasText: 'Preview' })
      await expect(banner).toBeVisible()

      // The draft-mode cookie alone (no session, as after signing out) shows the published guide.
      const bypass = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
      expect(bypass).toBeDefined()
      const onlyBypass = await request.get(`/tips/${slug}`, {
        headers: { cookie: `__prerender_bypass=${bypass!.value}` },
      })
      expect(onlyBypass.status()).toBe(200)
      const html = await onlyBypass.text()
      expect(html).not.toContain(draftTitle)

      await page.getByRole('link', { name: 'Exit preview' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.title)
      await expect(banner).toHaveCount(0)
    } finally {
      await editTip(page, slug, { title: original.title, _status: 'published' })
    }
  })

  test('lets an editor preview a guide that was never published while the public gets a 404', async ({
    page,
    request,
  }) => {
    const slug = `unpublished-${Date.now()}`
    await signInAsStaff(page)
    const created = await page.request.post('/cms/api/tips?draft=true', {
      data: { title: 'A Guide Still Being Written', slug },
      headers: sameOrigin(),
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      expect((await request.get(`/tips/${slug}`)).status()).toBe(404)
      await page.goto(`/api/preview?slug=${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'A Guide Still Being Written',
      )
      await page.goto('/api/preview/exit')
      await expect(page).toHaveURL(/\/$/)
    } finally {
      await page.request.delete(`/cms/api/tips/${doc.id}`, { headers: sameOrigin() })
    }
  })

  test('shows a published change on the guide and the index within 5 seconds', async ({
    page,
    request,
  }) => {
    const slug = 'saltwater-maintenance'
    const newTitle = `Saltwater Care Revised ${Date.now()}`
    await signInAsStaff(page)
    const options = { timeout: 5_000, intervals: [250] }
    const original = await editTip(page, slug, { title: newTitle, _status: 'published' })
    try {
      await expect.poll(() => publicHtml(request, `/tips/${slug}`), options).toContain(newTitle)
      await expect.poll(() => publicHtml(request, '/tips'), options).toContain(newTitle)
    } finally {
      await editTip(page, slug, { title: original.title, _status: 'published' })
    }
    // Read both back, so no cached copy of the test title outlives the test.
    await expect.poll(() => publicHtml(request, `/tips/${slug}`), options).not.toContain(newTitle)
    await expect.poll(() => publicHtml(request, '/tips'), options).not.toContain(newTitle)
  })
})
