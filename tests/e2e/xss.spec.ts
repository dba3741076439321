import type { Page } from '@playwright/test'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'

import { openPanel, rowOf, sameOrigin } from './admin-helpers'
import { injectedScriptRuns } from './csp'
import { expect, signInAsStaff, test } from './fixtures'
import { createUnit, galleryUnit, staffApi } from './inventory-fixtures'

// The refusal of the script expectInert adds on purpose (injectedScriptRuns).
test.use({ allowedConsoleErrors: [/Content Security Policy/i] })

/*
 * Staff- and editor-entered text is data, never markup: script tags, event handlers and
 * javascript: URLs stored in a unit or a guide must reach the public pages and the staff panel as
 * visible text and run nothing. (The staff e-mail about a lead is plain text: see
 * src/lib/leads/notification-email.test.ts.)
 */
const scriptTag = '<script>window.__xss = "script"</script>'
const handler = '<img src="x" onerror="window.__xss = \'img\'">'
const jsUrl = 'javascript:window.__xss="url"'
const hostile = {
  ...galleryUnit,
  model_name: 'E2E XSS <script>window.__xss=1</script>',
  description: `Hostile description ${scriptTag} ${handler} <a href="${jsUrl}">click</a>`,
  notes: `Hostile notes ${jsUrl} <svg onload="window.__xss='svg'"></svg>`,
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  await expect(page.locator('script:not([src]):has-text("__xss")')).toHaveCount(0)
  await expect(page.locator('img[src="x"], svg[onload], a[href^="javascript:"]')).toHaveCount(0)
  // Were such text ever to reach the document as a script element, it would still not run: inline
  // scripts run only by the hashes of Next's own (docs/decisions/0019-csp-without-unsafe-inline.md).
  expect(await injectedScriptRuns(page)).toBe(false)
}

test('markup and javascript: URLs stored in a unit show as text and never run', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await staffApi(playwright, baseURL ?? '')
  let unit: InventoryApiItem | undefined
  try {
    unit = await createUnit(api, hostile)

    await expect(async () => {
      await page.goto('/inventory')
      await expect(page.getByText('Hostile description', { exact: false })).toHaveCount(1, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000, intervals: [250] })
    await expect(page.locator('body')).toContainText(scriptTag)
    await expect(page.locator('body')).toContainText(jsUrl)
    await expectInert(page)

    await page.goto(inventoryPath(unit))
    await expect(page.getByText(`Hostile description ${scriptTag}`, { exact: false })).toBeVisible()
    await expect(page.getByText(`Hostile notes ${jsUrl}`, { exact: false })).toBeVisible()
    await expectInert(page)
  } finally {
    if (unit) await api.delete(`/api/inventory/${unit.id}`)
    await api.dispose()
  }
})

test('the staff panel shows a hostile unit as text, in the table and in its edit form', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await staffApi(playwright, baseURL ?? '')
  let unit: InventoryApiItem | undefined
  try {
    unit = await createUnit(api, hostile)
    await signInAsStaff(page)
    await openPanel(page, 'E2E XSS')
    const row = rowOf(page, hostile.model_name)
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByLabel('Description')).toHaveValue(hostile.description)
    await expect(page.getByLabel('Notes')).toHaveValue(hostile.notes)
    await expectInert(page)
  } finally {
    if (unit) await api.delete(`/api/inventory/${unit.id}`)
    await api.dispose()
  }
})

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})
const link = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  id: `xss-${label.replace(/\W/g, '')}`,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
})
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  textStyle: '',
})

test('a guide with markup renders it inert, and a javascript: link is refused when saved', async ({
  page,
}) => {
  const slug = 'check-tire-pressure-monthly'
  await signInAsStaff(page)
  const found = await page.request.get(`/cms/api/tips?where[slug][equals]=${slug}&depth=0`)
  const [tip] = (await found.json()).docs as {
    id: number
    body: { root: { children: object[] } }
  }[]
  const withParagraphs = (...paragraphs: object[]) => ({
    root: { ...tip.body.root, children: [...tip.body.root.children, ...paragraphs] },
  })
  const save = (body: unknown) =>
    page.request.patch(`/cms/api/tips/${tip.id}`, { data: { body }, headers: sameOrigin })
  // Payload's own link check keeps this URL (it looks like a host name); the site's link rule
  // refuses it at save time (src/collections/fields/rich-text-editor.ts). A stored one that
  // never passed that check is left out when rendered (src/components/tips/TipBody.test.tsx).
  const refused = await save(
    withParagraphs(paragraph(link('javascript:window.stop', 'hostile guide link'))),
  )
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toMatch(/Body > Enter a URL/)
  const hostileBody = withParagraphs(
    paragraph(text(`Hostile guide text ${scriptTag}`)),
    paragraph(text('plain words and '), link('/contact', 'safe guide link')),
  )
  expect((await save(hostileBody)).ok()).toBe(true)
  try {
    await expect(async () => {
      await page.goto(`/tips/${slug}`)
      await expect(page.getByText('Hostile guide text', { exact: false })).toHaveCount(1, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000, intervals: [250] })
    await expect(page.getByText(`Hostile guide text ${scriptTag}`)).toBeVisible()
    await expect(page.getByText('hostile guide link')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'safe guide link' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expectInert(page)
  } finally {
    expect((await save(tip.body)).ok()).toBe(true)
  }
})
