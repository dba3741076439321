import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import pg from 'pg'

import { describeWatch, watchFrom, watchQuery } from '@/lib/alerts/watch'

import { sameOrigin } from './admin-helpers'
import { expect, signInAsStaff, test } from './fixtures'
import { staffApi } from './inventory-fixtures'
import { expectTouchTargets, pastTheEdge, sidewaysOverflow } from './phone-checks'

/*
 * The Reports tab (issue 54, ADR 0066) on the built server: an admin changes the period, a CSV
 * download holds the rows its table shows, the cost per sale and the saved searches nothing in
 * stock matches show, the charts are the same without JavaScript, axe finds nothing, and a 390 px
 * phone does not scroll sideways.
 */

test.describe.configure({ timeout: 90_000 })

const source = `e2e-report-${Date.now()}`
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
// Two shoppers wait for a search of this file's own words: no unit matches them.
const watch = watchFrom(`q=${source}`)
const settingsPath = '/cms/api/globals/lead-settings'
type SourceSpend = { source: string; monthlyDollars: number }[]
let admin: APIRequestContext
let spendBefore: SourceSpend = []

const saveSpend = async (sourceSpend: SourceSpend) => {
  const saved = await admin.post(settingsPath, {
    headers: sameOrigin,
    data: { reports: { sourceSpend } },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

// Three contacted leads from a source of this file's own, a week ago (contacted, so the New
// count other specs watch stays put; notified, so no e-mail job is queued for them).
test.beforeAll(async ({ playwright }, testInfo) => {
  await db.connect()
  await db.query(
    `insert into quote_requests
       (name, email, message, status, notification, source_utm_source, created_at, updated_at)
     select 'Report ' || n, 'report@example.com', 'Reports', 'contacted', 'sent', $1,
       now() - interval '7 days', now()
     from generate_series(1, 3) n`,
    [source],
  )
  await db.query(
    `insert into alerts (email, kind, status, summary, watch, watch_key)
     select 'report-' || n || '@example.com', 'search', 'active', $1, $2, $3
     from generate_series(1, 2) n`,
    [describeWatch(watch), JSON.stringify(watch), watchQuery(watch)],
  )
  // $1,000 a month on the source, as an admin enters it in Lead settings.
  admin = await staffApi(playwright, String(testInfo.project.use.baseURL))
  const settings = (await (await admin.get(settingsPath)).json()) as {
    reports?: { sourceSpend?: SourceSpend }
  }
  spendBefore = settings.reports?.sourceSpend ?? []
  await saveSpend([...spendBefore, { source, monthlyDollars: 1000 }])
})

test.afterAll(async () => {
  await db.query(`delete from quote_requests where source_utm_source = $1`, [source])
  await db.query(`delete from alerts where watch_key = $1`, [watchQuery(watch)])
  await saveSpend(spendBefore)
  await admin.dispose()
  await db.end()
})

const openReports = async (page: Page) => {
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Staff panel' })
    .getByRole('link', { name: 'Reports' })
    .click()
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
}

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true })

/** A table's rows as the CSV writes them: no thousands commas, an empty cell for none. */
const tableRows = (page: Page, id: string) =>
  page
    .locator(`[data-report-table="${id}"] tbody tr`)
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) =>
          cell.textContent === '–' ? '' : (cell.textContent ?? '').replaceAll(',', ''),
        ),
      ),
    )

const chartsOf = (page: Page) =>
  page.locator('svg[role="img"]').evaluateAll((svgs) => svgs.map((svg) => svg.outerHTML))

test('an admin opens Reports, changes the period and downloads the CSV its table shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsStaff(page)
  await openReports(page)
  await expect(page.getByTestId('report-period')).toContainText('(28 days)')
  await expect(page.getByRole('img', { name: 'Leads per week: chart' })).toBeVisible()

  await page.getByRole('combobox', { name: 'Period' }).selectOption('quarter')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/tab=reports.*period=quarter/)
  await expect(page.getByTestId('report-period')).toContainText('(91 days)')

  const bySource = section(page, 'Leads by source')
  await expect(bySource.getByRole('rowheader', { name: source })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await bySource.getByRole('link', { name: 'Download Leads by source as CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('leads-by-source-quarter.csv')
  const file = readFileSync(await download.path(), 'utf8')
  const [header, ...rows] = parse(file.replace(/^\uFEFF/, '')) as string[][]
  expect(header).toEqual(
    await page
      .locator('[data-report-table="leads-by-source"] thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent)),
  )
  expect(rows).toEqual(await tableRows(page, 'leads-by-source'))
  expect(rows).toContainEqual([source, '3', '0', '0'])
  // 91 days of $1,000 a month (a month is 365 / 12 days); nothing won, so no cost per sale yet.
  expect(await tableRows(page, 'cost-per-sale')).toContainEqual([
    source,
    '1000',
    '2991.78',
    '3',
    '0',
    '',
  ])
  const unmatched = section(page, 'Saved searches nothing in stock matches')
  await expect(unmatched.getByRole('rowheader', { name: describeWatch(watch) })).toBeVisible()
  // tableRows drops commas, as the CSV writes numbers; the search's words have one.
  expect(await tableRows(page, 'unmatched-searches')).toContainEqual([
    describeWatch(watch).replaceAll(',', ''),
    '2',
  ])

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('without JavaScript the Reports tab draws the same charts', async ({ page, browser }) => {
  await signInAsStaff(page)
  await page.goto('/admin?tab=reports&period=quarter')
  const withScript = await chartsOf(page)
  expect(withScript.length).toBeGreaterThanOrEqual(4)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await signInAsStaff(noScript)
  await noScript.goto('/admin?tab=reports&period=quarter')
  expect(await chartsOf(noScript)).toEqual(withScript)
  await context.close()
})

test('Reports on a 390 px phone: no sideways scroll, 44 px targets, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsStaff(page)
  await page.goto('/admin?tab=reports&period=quarter')
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
  expect(await sidewaysOverflow(page), (await pastTheEdge(page)).join(', ')).toBeLessThanOrEqual(0)
  await expectTouchTargets(
    page.locator('main form'),
    'select, input:not([type=hidden]), button',
    390,
  )
  await expectTouchTargets(page.locator('main section section'), 'a', 390)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})
