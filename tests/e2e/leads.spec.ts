import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import pg from 'pg'

import { inventoryPath } from '@/lib/inventory/slug'

import { createItem, removeItem, uniqueName } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { expectTouchTargets, sidewaysOverflow } from './phone-checks'

/* The lead desk (ADR 0014): a visitor's question about a unit, worked by staff at /admin. */

const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } }

async function askAboutUnit(page: Page, path: string, name: string) {
  await page.goto(path)
  await page.getByRole('link', { name: 'Ask about this trailer' }).click()
  const form = page.locator('#contact form')
  await expect(form.getByLabel('Message')).toHaveValue(/interested in the/)
  // Submitting before hydration would be a native form post, not the app's request.
  await page.waitForLoadState('networkidle')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill('visitor@example.com')
  await form.getByLabel('Phone (optional)').fill('(410) 555-0142')
  await form.getByRole('button', { name: 'Request a Quote' }).click()
  await expect(page.getByText(/Thank you! Your quote request has been/)).toBeVisible()
}

const newCount = async (page: Page) =>
  Number((await page.getByTestId('new-leads-count').textContent())?.match(/\d+/)?.[0])

for (const [label, viewport] of Object.entries(sizes)) {
  test(`staff take a unit's lead from New to Contacted with a note (${label})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport)
    await signInAsStaff(page)
    const unit = await createItem(page.request)
    try {
      const visitor = await browser.newPage({ viewport })
      const name = uniqueName('Lead')
      await askAboutUnit(visitor, inventoryPath(unit), name)
      await visitor.close()

      await page.goto('/admin?tab=leads')
      await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
      const card = page.getByRole('article', { name })
      // Routing gives every lead an owner, whatever the day (ADR 0052), in a job just after the
      // lead is stored: staff act on the lead as it stands once that is done, or the desk
      // rightly refuses their change as made to an older version (409).
      await expect(async () => {
        await page.reload()
        await expect(card.getByText(/Owner: /)).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(card.locator('[data-status]')).toHaveText('New')
      await expect(card.getByRole('link', { name: unit.model_name })).toHaveAttribute(
        'href',
        inventoryPath(unit),
      )
      await expect(card.getByRole('link', { name: '(410) 555-0142' })).toHaveAttribute(
        'href',
        'tel:4105550142',
      )
      await expect(card.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute(
        'href',
        /^mailto:visitor@example\.com\?subject=Your%20enquiry%20about%20the%20/,
      )
      const before = await newCount(page)
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

      if (label === 'phone') {
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
        await expectTouchTargets(card, 'a, button, select', viewport.width)
      }

      // The rotation may have given it to this staff member already.
      const assign = card.getByRole('button', { name: 'Assign to me' })
      if (await assign.isVisible()) await assign.click()
      await expect(assign).toBeHidden()
      await card.getByLabel('Status').selectOption('contacted')
      await expect(card.locator('[data-status]')).toHaveText('Contacted')
      await card.getByLabel('Add a note').fill('Called, will visit Saturday')
      await card.getByRole('button', { name: 'Add note' }).click()
      // The note is saved when the field empties; the system's own lines make the count vary.
      await expect(card.getByLabel('Add a note')).toHaveValue('')
      await card.getByText(/^Activity \(\d+\)$/).click()
      await expect(card.getByText(/Called, will visit Saturday/)).toBeVisible()
      await expect.poll(() => newCount(page)).toBe(before - 1)
    } finally {
      await removeItem(page.request, unit.id)
    }
  })
}

test('more leads than a page: Older and Newer page through them, by keyboard', async ({ page }) => {
  // SQL, as the benchmark seeds its 10,000: 120 leads through the form would take minutes.
  const marker = `E2E pager ${Date.now().toString(36)}`
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    await db.query(
      `insert into quote_requests (name, email, message, status, created_at, updated_at)
       select $1 || ' ' || n, 'pager' || n || '@example.com', 'Paging the desk', 'contacted',
              now() - (n * interval '1 minute'), now()
       from generate_series(1, 120) as n`,
      [marker],
    )
    await page.setViewportSize(sizes.phone)
    await signInAsStaff(page)
    await page.goto('/admin?tab=leads')
    await page.getByRole('searchbox', { name: 'Search' }).fill(marker)
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    const pages = page.getByRole('navigation', { name: 'Lead pages' })
    await expect(pages.getByText('Page 1 of 3')).toBeVisible()
    const firstCard = page.getByRole('article').first()
    await expect(firstCard.getByRole('heading')).toHaveText(`${marker} 1`)
    await expect(pages.getByRole('button', { name: 'Newer' })).toBeDisabled()

    await pages.getByRole('button', { name: 'Older' }).focus()
    await page.keyboard.press('Enter')
    await expect(pages.getByText('Page 2 of 3')).toBeVisible()
    await expect(firstCard.getByRole('heading')).toHaveText(`${marker} 51`)
    await pages.getByRole('button', { name: 'Older' }).press('Enter')
    await expect(pages.getByText('Page 3 of 3')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(20)
    await expect(pages.getByRole('button', { name: 'Older' })).toBeDisabled()
    await pages.getByRole('button', { name: 'Newer' }).press('Enter')
    await expect(pages.getByText('Page 2 of 3')).toBeVisible()
    await expectTouchTargets(pages, 'button', sizes.phone.width)
  } finally {
    await db.query(`delete from quote_requests where name like $1 || ' %'`, [marker])
    await db.end()
  }
})

/*
 * A contacted lead named `name`, straight in SQL (contacted, so the New count other specs watch
 * stays put), for the length of `during`.
 */
async function withContactedLead(name: string, during: () => Promise<void>) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    await db.query(
      `insert into quote_requests (name, email, message, status, created_at, updated_at)
       values ($1, 'desk@example.com', 'Is the desk there?', 'contacted', now(), now())`,
      [name],
    )
    await during()
  } finally {
    await db.query(`delete from quote_requests where name = $1`, [name])
    await db.end()
  }
}

test('the first page of leads comes with the page, so it shows without JavaScript too', async ({
  browser,
}) => {
  const marker = `E2E first page ${Date.now().toString(36)}`
  await withContactedLead(marker, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signInAsStaff(page)
    await page.goto('/admin?tab=leads')
    await expect(page.getByRole('article', { name: marker })).toBeVisible()
    await expect(page.getByText(/^Leads 1–\d+ of \d+$/)).toBeVisible()
    await context.close()
  })
})

test.describe('a browser whose clock and time zone are not the server’s', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('hydrates the first page of leads without an error, then says how long ago', async ({
    page,
  }) => {
    const marker = `E2E hydrate ${Date.now().toString(36)}`
    await withContactedLead(marker, async () => {
      // Five minutes ahead: every relative time and every local time differs from the HTML's,
      // which a hydration error (a console error, failing the test) would show.
      await page.clock.install({ time: new Date(Date.now() + 5 * 60_000) })
      await signInAsStaff(page)
      await page.goto('/admin?tab=leads')
      const card = page.getByRole('article', { name: marker })
      await expect(card.locator('time').first()).toHaveText(/^[45] min ago$/)
    })
  })
})
