import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { inventoryPath } from '@/lib/inventory/slug'

import { postQuoteFrom } from '../support/post-quote'
import { createItem, removeItem, sameOrigin, uniqueName } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { postFromClient } from './own-client'

/*
 * Lead kinds (ADR 0044) at 390 px: a shopper checks a boat's fit on a unit page and asks about a
 * trailer that carries it, with and without JavaScript (the lead keeps the boat); staff filter
 * the desk by kind. axe on every page it passes (with JavaScript: axe runs as a script; the pages'
 * markup is the server's either way).
 */
const phone = { width: 390, height: 844 }

/* A loopback address of the spec's own: 127.0.0.1's quote limit is the other specs'. */
const ownClient = '127.9.9.9'

const axeClean = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([])
}

const boat = { length: '17', dry: '1200', engine: '300' }

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the fit check ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: phone })

    test('a unit page’s check lists the trailers that carry the boat, and the quote keeps it', async ({
      page,
      browser,
    }) => {
      const staff = await browser.newPage()
      await signInAsStaff(staff)
      const unit = await createItem(staff.request, {
        model_name: uniqueName('Fit'),
        capacity_pounds: 3200,
        boat_length: "16'-18'",
        stock_quantity: 2,
      })
      try {
        await postFromClient(page, ownClient)
        await page.goto(inventoryPath(unit))
        await page.getByText('Will my boat fit?').click()
        const form = page.getByRole('form', { name: 'Will it fit?' })
        await form.getByLabel('Boat length (ft)').fill(boat.length)
        await form.getByLabel('Dry weight (lb)').fill(boat.dry)
        await form.getByLabel('Engine weight (lb)').fill(boat.engine)
        await form.getByLabel('Fuel capacity (gal)').fill('20')
        await form.getByRole('button', { name: 'Check the fit' }).click()

        await expect(page).toHaveURL(/\/inventory\?.*fit_length=17/)
        const result = page.getByRole('region', { name: 'Will it fit?' })
        // 1200 + 300 + 20 gal × 6.1 (122) = 1,622 lb; with 15%: 1,866 lb.
        await expect(result).toContainText('1,622 lb')
        await expect(result).toContainText('1,866 lb')
        if (javaScriptEnabled) {
          await axeClean(page)
          // Narrowing the list in place keeps the boat in the address.
          await page.waitForLoadState('networkidle')
          await page.getByRole('searchbox', { name: 'Search trailers' }).fill(unit.model_name)
          await expect(page).toHaveURL(/[?&]q=E2E/)
          await expect(page).toHaveURL(/fit_length=17/)
        }

        await result.getByRole('link', { name: `Ask about it (${unit.model_name})` }).click()
        await expect(page).toHaveURL(/\/contact\?trailer=/)
        const quote = page.locator('#contact form')
        if (javaScriptEnabled) {
          await expect(quote.getByText('The boat you described')).toBeVisible()
          await page.waitForLoadState('networkidle')
        }
        const message = uniqueName('Fit question')
        await quote.getByLabel('Name').fill('Pat Boater')
        await quote.getByLabel('Email').fill('pat@example.com')
        await quote.getByLabel('Message').fill(message)
        if (javaScriptEnabled) await axeClean(page)
        await quote.getByRole('button', { name: 'Request a Quote' }).click()
        if (javaScriptEnabled) {
          await expect(page.getByText(/Thank you! Your quote request has been/)).toBeVisible()
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote request sent')
        }

        await expect
          .poll(async () => {
            const leads = await staff.request.get('/cms/api/quote-requests', {
              headers: sameOrigin,
              params: { 'where[message][equals]': message, depth: '0' },
            })
            const { docs } = (await leads.json()) as { docs: { details?: unknown }[] }
            return docs[0]?.details
          })
          .toMatchObject({ boat: { length: 17, dryWeight: 1200, engineWeight: 300 } })
      } finally {
        await removeItem(staff.request, unit.id)
        await staff.close()
      }
    })
  })
}

test('staff filter the desk by kind at 390 px', async ({ page, baseURL }) => {
  await page.setViewportSize(phone)
  await signInAsStaff(page)
  const name = uniqueName('Finance')
  const sent = await postQuoteFrom(new URL(baseURL!).origin, ownClient, {
    name,
    email: 'finance@example.com',
    kind: 'finance',
    details: { amount: 12000, termMonths: 60, downPayment: 1000, creditBand: 'fair' },
  })
  expect(sent).toBe(201)
  await page.goto('/admin?tab=leads')
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
  await page.getByLabel('Kind').selectOption('finance')
  const card = page.getByRole('article', { name })
  await expect(card).toBeVisible()
  await expect(card.locator('header [data-kind]')).toHaveText('Finance')
  await expect(card).toContainText('$12,000')
  // The list is replaced once the filtered page arrives.
  await expect
    .poll(async () => {
      const kinds = await page.locator('article header [data-kind]').allTextContents()
      return kinds.every((kind) => kind === 'Finance')
    })
    .toBe(true)
  await axeClean(page)
})
