import AxeBuilder from '@axe-core/playwright'
import { request as playwrightRequest, type Page } from '@playwright/test'

import { inventoryPath } from '@/lib/inventory/slug'

import { readPdf } from '../support/pdf-tools'
import {
  createItem,
  openPanel,
  openRowMenu,
  removeItem,
  rowOf,
  sameOrigin,
  uniqueName,
} from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'

/*
 * Window stickers (ADR 0026) against the built server: staff print three units from the panel,
 * the QR code opens the unit's page, and a quote asked from that visit reaches the Leads tab as
 * 'window sticker'.
 */

async function askForQuote(visitor: Page, name: string) {
  await visitor.getByRole('link', { name: 'Ask about this trailer' }).click()
  const form = visitor.locator('#contact form')
  await expect(form.getByLabel('Message')).toHaveValue(/interested in the/)
  // Submitting before hydration would be a native form post, not the app's request.
  await visitor.waitForLoadState('networkidle')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill('lot-visitor@example.com')
  await form.getByRole('button', { name: 'Request a Quote' }).click()
  await expect(visitor.getByText(/Thank you! Your quote request has been/)).toBeVisible()
}

test('staff print stickers for three units; the QR code leads to a quote marked window sticker', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signInAsStaff(page)
  const token = uniqueName('Sticker')
  const units = []
  try {
    for (const suffix of ['A', 'B', 'C']) {
      units.push(
        await createItem(page.request, {
          model_name: `${token} ${suffix}`,
          stock_number: `${token.slice(-8)}-${suffix}`,
        }),
      )
    }
    await openPanel(page, token)
    for (const unit of units) {
      await rowOf(page, unit.model_name)
        .getByRole('checkbox', { name: `Select ${unit.model_name} for stickers` })
        .check()
    }
    const print = page.getByRole('link', { name: /^Print stickers \(3 checked\)/ })
    await expect(print).toHaveAttribute('target', '_blank')
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

    // The link opens the PDF in a new tab, where Chromium downloads it: its answer is what counts.
    const [opened] = await Promise.all([
      page.context().waitForEvent('response', (answer) => answer.url().includes('/stickers.pdf?')),
      print.click(),
    ])
    expect(opened.status()).toBe(200)
    expect(opened.headers()['content-type']).toBe('application/pdf')
    const response = await page.request.get((await print.getAttribute('href'))!, {
      headers: sameOrigin,
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const pdf = await readPdf(await response.body())
    try {
      expect(pdf.pages).toBe(3)
      const text = (await pdf.text()).replace(/\s+/g, ' ')
      for (const unit of units) expect(text).toContain(`Venture ${unit.model_name}`)
      const [qrUrl] = await pdf.qrCodes(1)
      const first = units.find((unit) => qrUrl?.startsWith(`${baseURL}${inventoryPath(unit)}?`))
      expect(first, `QR code of page 1: ${qrUrl}`).toBeTruthy()
      expect(new URL(qrUrl!).searchParams.get('utm_source')).toBe('window_sticker')

      // The QR code's address is the unit's cached page: no render reads its query.
      const anonymous = await playwrightRequest.newContext({ baseURL })
      await anonymous.get(inventoryPath(first!))
      let cache = ''
      for (let attempt = 0; attempt < 3 && cache !== 'HIT'; attempt++) {
        cache = (await anonymous.get(qrUrl!)).headers()['x-nextjs-cache'] ?? ''
      }
      await anonymous.dispose()
      expect(cache).toBe('HIT')

      const visitor = await browser.newPage()
      const unitPage = await visitor.goto(qrUrl!)
      expect(unitPage?.status()).toBe(200)
      await expect(
        visitor.getByRole('heading', { level: 1, name: `Venture ${first!.model_name}` }),
      ).toBeVisible()
      const name = uniqueName('Lot visitor')
      await askForQuote(visitor, name)
      await visitor.close()

      await page.goto('/admin?tab=leads')
      const card = page.getByRole('article', { name })
      await expect(card.getByText('Source: window sticker')).toBeVisible()
    } finally {
      await pdf.dispose()
    }
  } finally {
    for (const unit of units) await removeItem(page.request, unit.id)
  }
})

test('a sticker asked for without a staff session is refused with JSON', async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL })
  try {
    for (const path of ['/api/inventory/1/sticker.pdf', '/api/inventory/stickers.pdf?ids=1']) {
      const response = await anonymous.get(path)
      expect(response.status()).toBe(401)
      expect(await response.json()).toEqual({ error: 'Sign in as staff to do this' })
    }
  } finally {
    await anonymous.dispose()
  }
})

test("the row menu's Sticker link names its unit", async ({ page }) => {
  await signInAsStaff(page)
  const unit = await createItem(page.request)
  try {
    await openPanel(page, unit.model_name)
    const menu = await openRowMenu(page, unit.model_name)
    const link = menu.getByRole('menuitem', { name: `Sticker for ${unit.model_name}` })
    await expect(link).toHaveAttribute('href', `/api/inventory/${unit.id}/sticker.pdf`)
    const response = await page.request.get(`/api/inventory/${unit.id}/sticker.pdf`, {
      headers: sameOrigin,
    })
    expect(response.status()).toBe(200)
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  } finally {
    await removeItem(page.request, unit.id)
  }
})
