import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import pg from 'pg'

import { filterInventory, itemsFoundLabel } from '@/lib/admin/inventory-view'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import type { StageError } from './results'

import { chromiumFlags, chromiumPath } from '../../tests/support/chromium'
import { seedAlertSubscribers } from './alerts-run'
import { seedInventory } from './seed-inventory'
import { ownerCredentials, staffCredentials } from './staff-api'

/*
 * The staff panel at scale (issue 40): with 1,000 more units and 10,000 leads, the Inventory
 * tab's first rows, each search keystroke until the table shows its result, and the DOM it
 * holds, in Chromium at 1280 px, without and with the CPU slowed 4x (a mid-range phone); the
 * Aging tab's HTML and server time, page 1 and page 2; the Leads tab's first cards and a search
 * in the browser, its HTML's server time, and the lead desk's answer, whole and searched; the
 * Alerts tab with 10,000 subscribers, its first row in the browser beside the Inventory tab's
 * (issue 54) and its server time. Then the same Inventory tab and Aging page with 5,000 units
 * listed, and the Reports tab (issue 54) as an admin sees it, for its default 4 weeks and for a
 * year.
 */

export const staffUnits = 1_000
export const staffUnitsLarge = 5_000
export const staffLeads = 10_000
/** Typed one key at a time into the search box; the counts it passes through are known. */
const searchTerm = 'vatb-5225 tandem'
const serverRuns = 5
const firstRow = 'tbody tr[data-index]'
const firstCard = 'article[data-lead]'
const firstAlert = 'section[aria-labelledby="demand-heading"] li'
/* Payload takes the session cookie from the browser's own pages only (its CSRF check). */
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

export type StaffTabRun = {
  /** Units GET /api/inventory listed. */
  units: number
  throttle: number
  /** Navigation start to the first table row on screen. */
  firstRowsMs: number
  /** Navigation start to the table holding every unit, no longer busy (the spec's list loaded). */
  wholeListMs: number
  /** Where that time went: the HTML's end, DOMContentLoaded's end, GET /api/inventory's start and end. */
  htmlMs: number
  domReadyMs: number
  listFetchStartMs: number
  listFetchEndMs: number
  domNodes: number
  /** Each keystroke that changed the table: key down to its last change (rows, count). */
  keystrokeMedianMs: number
  keystrokeMaxMs: number
  keystrokes: number
  /** The longest key event (input delay + handlers + next paint), as INP reads it. */
  longestKeyEventMs: number
}

export type LeadsTabRun = {
  throttle: number
  /** Navigation start to the first lead card on screen. */
  firstCardsMs: number
  domNodes: number
  /** The search form sent to the list showing its one lead. */
  searchMs: number
}

/** The Alerts tab, drawn on the server with no script of its own: a floor for a tab's first row. */
export type AlertsTabRun = {
  throttle: number
  /** Navigation start to its first row on screen. */
  firstRowMs: number
}

export type ServerFigure = { what: string; bytes: number; medianMs: number; maxMs: number }

export type StaffPanelBench = {
  units: number
  leads: number
  inventory: StaffTabRun[]
  leadsTab: LeadsTabRun[]
  /** In the same run as the Inventory tab's first runs (at `units`). */
  alertsTab: AlertsTabRun[]
  server: ServerFigure[]
}

/** A seeded lead the search finds alone (seedLeads), and what the desk then says. */
const searchedLead = 'shopper9999'
const searchedResult = 'Leads 1–1 of 1'

/*
 * SQL, as the units are: 10,000 leads through Payload would take minutes. Spread over 200 days,
 * and notified long ago: pending, the sweeper would queue 10,000 e-mails during the measuring.
 */
async function seedLeads(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into quote_requests (name, email, phone, message, status, notification, created_at, updated_at)
       select 'Bench shopper ' || n, 'shopper' || n || '@example.com', '410-555-' || lpad((n % 10000)::text, 4, '0'),
              'Looking for a trailer for a 20 ft boat', 'contacted', 'sent',
              now() - (n * interval '28 minutes'), now()
       from generate_series(1, $1) as n`,
      [count],
    )
  } finally {
    await client.end()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}

/*
 * In the page: key-down times, the times the table or its count changed, and key event timings.
 * A keystroke's update is its last change: the deferred render of the rows and count.
 */
function watchSearch() {
  const state = { keys: [] as number[], changes: [] as number[], longest: 0 }
  ;(window as unknown as { staffBench: typeof state }).staffBench = state
  document.addEventListener('keydown', () => state.keys.push(performance.now()), true)
  const count = [...document.querySelectorAll('[role="status"]')].find((element) =>
    element.textContent?.includes('item(s) found'),
  )!
  const observer = new MutationObserver(() => state.changes.push(performance.now()))
  const watched = { subtree: true, childList: true, characterData: true, attributes: true }
  observer.observe(count, watched)
  observer.observe(document.querySelector('table')!, watched)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('key')) state.longest = Math.max(state.longest, entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

type SearchState = { keys: number[]; changes: number[]; longest: number }

/*
 * In the page from before its first script: the frame in which an element matching `selector`
 * first shows. Read from the page itself, because Playwright's waiting polls with growing pauses
 * (up to 500 ms) that a time taken after it would add.
 */
function watchFirstShown(selector: string) {
  const page = window as unknown as { shownAt?: Record<string, number> }
  const shownAt = (page.shownAt ??= {})
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return
    observer.disconnect()
    requestAnimationFrame(() => (shownAt[selector] = performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

/** Waits for `selector` in a page that runs `watchFirstShown(selector)`; its time in the page. */
async function firstShown(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().waitFor({ timeout: 60_000 })
  const at = await page.waitForFunction(
    (watched) => (window as unknown as { shownAt?: Record<string, number> }).shownAt?.[watched],
    selector,
  )
  return Math.round((await at.jsonValue()) as number)
}

/* A page whose CPU runs `throttle` times slower (4: a mid-range phone). */
async function throttledPage(context: BrowserContext, throttle: number): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  return page
}

async function inventoryRun(
  context: BrowserContext,
  baseUrl: string,
  throttle: number,
  items: InventoryApiItem[],
): Promise<StaffTabRun> {
  const page = await throttledPage(context, throttle)
  // The table once it holds the spec's whole list (until then it holds the HTML's first rows).
  const wholeList = `table[aria-rowcount="${items.length + 1}"]:not([aria-busy])`
  try {
    await page.addInitScript(watchFirstShown, firstRow)
    await page.addInitScript(watchFirstShown, wholeList)
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'commit' })
    const firstRowsMs = await firstShown(page, firstRow)
    const wholeListMs = await firstShown(page, wholeList)
    const phases = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname === '/api/inventory') as
        PerformanceResourceTiming | undefined
      return {
        htmlMs: Math.round(navigation.responseEnd),
        domReadyMs: Math.round(navigation.domContentLoadedEventEnd),
        listFetchStartMs: Math.round(list?.startTime ?? NaN),
        listFetchEndMs: Math.round(list?.responseEnd ?? NaN),
      }
    })
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    await page.evaluate(watchSearch)
    const box = page.getByPlaceholder('Search inventory...')
    await box.focus()
    const deltas: number[] = []
    for (let typed = 1; typed <= searchTerm.length; typed++) {
      await page.keyboard.press(searchTerm[typed - 1])
      const expected = itemsFoundLabel(
        filterInventory(items, searchTerm.slice(0, typed), '').length,
      )
      await page.getByText(expected, { exact: true }).waitFor({ timeout: 30_000 })
      await page.locator('table:not([aria-busy])').waitFor({ timeout: 30_000 })
      // Room for a render still on its way to land before this keystroke's changes are read.
      await page.waitForTimeout(100)
      const state = await page.evaluate(
        () => (window as unknown as { staffBench: SearchState }).staffBench,
      )
      const keyAt = state.keys.at(-1)!
      const after = state.changes.filter((at) => at >= keyAt)
      if (after.length > 0) deltas.push(Math.max(...after) - keyAt)
    }
    if (deltas.length === 0) throw new Error(`no keystroke of '${searchTerm}' changed the table`)
    // Let the last key event's entry arrive.
    await page.waitForTimeout(200)
    const longest = await page.evaluate(
      () => (window as unknown as { staffBench: SearchState }).staffBench.longest,
    )
    return {
      units: items.length,
      throttle,
      firstRowsMs,
      wholeListMs,
      ...phases,
      domNodes,
      keystrokeMedianMs: Math.round(median(deltas)),
      keystrokeMaxMs: Math.round(Math.max(...deltas)),
      keystrokes: deltas.length,
      longestKeyEventMs: Math.round(longest),
    }
  } finally {
    await page.close()
  }
}

/*
 * The panel once before its timed views. Every tab is one route, whose server code loads on its
 * first view after a start: without this, the Inventory tab's first run carried that load and the
 * Alerts tab's runs, after it, did not. The Alerts tab reads nothing the Inventory tab's first rows
 * read, so their first view after the list changed is still what the runs measure.
 */
async function viewOnce(context: BrowserContext, path: string): Promise<void> {
  const page = await context.newPage()
  try {
    const response = await page.goto(path)
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`)
  } finally {
    await page.close()
  }
}

/* The Alerts tab: navigation to its first row. */
async function alertsRun(
  context: BrowserContext,
  baseUrl: string,
  throttle: number,
): Promise<AlertsTabRun> {
  const page = await throttledPage(context, throttle)
  try {
    await page.addInitScript(watchFirstShown, firstAlert)
    await page.goto(`${baseUrl}/admin?tab=alerts`, { waitUntil: 'commit' })
    return { throttle, firstRowMs: await firstShown(page, firstAlert) }
  } finally {
    await page.close()
  }
}

/* In the page: the search form's submit to the frame that shows `result`. */
function watchSearchSent(result: string) {
  const page = window as unknown as { searchMs?: number }
  document.addEventListener(
    'submit',
    () => {
      const sent = performance.now()
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(result)) return
        observer.disconnect()
        requestAnimationFrame(() => (page.searchMs = performance.now() - sent))
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    },
    { capture: true, once: true },
  )
}

/* The Leads tab: its first page of cards, then a search typed and sent as staff do. */
async function leadsRun(
  context: BrowserContext,
  baseUrl: string,
  throttle: number,
): Promise<LeadsTabRun> {
  const page = await throttledPage(context, throttle)
  try {
    await page.addInitScript(watchFirstShown, firstCard)
    await page.goto(`${baseUrl}/admin?tab=leads`, { waitUntil: 'commit' })
    const firstCardsMs = await firstShown(page, firstCard)
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    await page.getByRole('searchbox', { name: 'Search' }).fill(searchedLead)
    await page.evaluate(watchSearchSent, searchedResult)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText(searchedResult, { exact: true }).waitFor({ timeout: 30_000 })
    const searchMs = await page.waitForFunction(
      () => (window as unknown as { searchMs?: number }).searchMs,
    )
    return {
      throttle,
      firstCardsMs,
      domNodes,
      searchMs: Math.round((await searchMs.jsonValue()) as number),
    }
  } finally {
    await page.close()
  }
}

const listed = async (context: BrowserContext) =>
  (await (await context.request.get('/api/inventory')).json()) as InventoryApiItem[]

/*
 * Adds `add` units in SQL. SQL skips Payload's hooks, so one unit saved as it is purges the
 * cached list; the list is read until it holds `wanted`.
 */
async function withUnits(
  context: BrowserContext,
  databaseUrl: string,
  add: number,
  wanted: number,
): Promise<InventoryApiItem[]> {
  const before = await listed(context)
  if (add > 0) await seedInventory(databaseUrl, add)
  const saved = await context.request.patch(`/cms/api/inventory-items/${before[0].id}`, {
    data: {},
    headers: sameOrigin,
  })
  if (!saved.ok()) throw new Error(`saving a unit to purge the list answered ${saved.status()}`)
  const deadline = Date.now() + 10_000
  let items = await listed(context)
  while (items.length < wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    items = await listed(context)
  }
  if (items.length < wanted) throw new Error(`GET /api/inventory lists only ${items.length}`)
  return items
}

/* `run` without and with the CPU slowed 4x; a run that fails is an error, not a stop. */
async function throttledRuns<T>(
  subject: string,
  run: (throttle: number) => Promise<T>,
  errors: StageError[],
): Promise<T[]> {
  const runs: T[] = []
  for (const throttle of [1, 4]) {
    await run(throttle).then(
      (result) => runs.push(result),
      (error) =>
        errors.push({
          stage: 'Staff panel',
          subject: `${subject} ${throttle}x`,
          message: String(error),
        }),
    )
  }
  return runs
}

/* The Inventory tab listing `items`. */
const inventoryRuns = (
  context: BrowserContext,
  baseUrl: string,
  items: InventoryApiItem[],
  errors: StageError[],
) =>
  throttledRuns(
    `Inventory ${items.length} units`,
    (throttle) => inventoryRun(context, baseUrl, throttle, items),
    errors,
  )

/** A signed-in GET `serverRuns` times: its size and its time to the whole body. */
async function serverFigure(context: BrowserContext, what: string, url: string) {
  const times: number[] = []
  let bytes = 0
  for (let run = 0; run < serverRuns; run++) {
    const started = performance.now()
    const response = await context.request.get(url, {
      headers: { 'Accept-Encoding': 'identity', ...sameOrigin },
    })
    const body = await response.body()
    times.push(performance.now() - started)
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`)
    bytes = body.length
  }
  return { what, bytes, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) }
}

/** A context of its own, signed in with `credentials`. */
async function signedIn(
  browser: Browser,
  baseUrl: string,
  credentials: typeof staffCredentials,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
  })
  const login = await context.request.post('/cms/api/users/login', { data: credentials })
  if (!login.ok()) throw new Error(`${credentials.email} login answered ${login.status()}`)
  return context
}

/**
 * Seeds the units (unless the 'api' stage already added them) and the leads, then measures.
 * `baseUrl` is the app itself: server times without the front door's share.
 */
export async function runStaffPanel(
  baseUrl: string,
  databaseUrl: string,
  unitsThere: number,
): Promise<{ staff?: StaffPanelBench; errors: StageError[] }> {
  const errors: StageError[] = []
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const context = await signedIn(browser, baseUrl, staffCredentials)
    // The 'api' stage may have added the units already.
    const add = unitsThere < staffUnits ? staffUnits : 0
    const items = await withUnits(context, databaseUrl, add, staffUnits)
    await seedLeads(databaseUrl, staffLeads)
    const alerts = await seedAlertSubscribers(databaseUrl)
    await viewOnce(context, '/admin?tab=alerts')
    const inventory = await inventoryRuns(context, baseUrl, items, errors)
    // Right after, at the same size: how soon a tab drawn on the server shows (issue 54).
    const alertsTab = await throttledRuns(
      'Alerts',
      (throttle) => alertsRun(context, baseUrl, throttle),
      errors,
    )
    const leadsTab = await throttledRuns(
      'Leads',
      (throttle) => leadsRun(context, baseUrl, throttle),
      errors,
    )
    const server: ServerFigure[] = []
    const serverFigures = async (figures: [string, string][], as = context) => {
      for (const [what, url] of figures) {
        await serverFigure(as, what, url).then(
          (figure) => server.push(figure),
          (error) => errors.push({ stage: 'Staff panel', subject: what, message: String(error) }),
        )
      }
    }
    await serverFigures([
      ['Aging tab, page 1 (HTML)', '/admin?tab=aging'],
      ['Aging tab, page 2 (HTML)', '/admin?tab=aging&page=2'],
      ['Leads tab (HTML, 10,000 leads)', '/admin?tab=leads'],
      ['GET /api/leads (10,000 leads)', '/api/leads?status=all&owner=all&q='],
      ['GET /api/leads searched', `/api/leads?status=all&owner=all&q=${searchedLead}`],
      [`Alerts tab (HTML, ${alerts.toLocaleString('en-US')} alerts)`, '/admin?tab=alerts'],
    ])
    const large = await withUnits(
      context,
      databaseUrl,
      staffUnitsLarge - items.length,
      staffUnitsLarge,
    )
    inventory.push(...(await inventoryRuns(context, baseUrl, large, errors)))
    await serverFigures([[`Aging tab, page 1 (HTML, ${large.length} units)`, '/admin?tab=aging']])
    // The owner's view: every dataset, over every lead (a staff account sees its own leads only).
    await serverFigures(
      [
        [`Reports tab, 4 weeks (HTML, ${large.length} units)`, '/admin?tab=reports'],
        [`Reports tab, a year (HTML, ${large.length} units)`, '/admin?tab=reports&period=year'],
      ],
      await signedIn(browser, baseUrl, ownerCredentials),
    )
    return {
      staff: { units: items.length, leads: staffLeads, inventory, leadsTab, alertsTab, server },
      errors,
    }
  } finally {
    await browser.close()
  }
}
