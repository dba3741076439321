import { chromium, type BrowserContext, type Page } from '@playwright/test'
import pg from 'pg'

import { filterInventory, itemsFoundLabel } from '@/lib/admin/inventory-view'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import type { StageError } from './results'

import { chromiumFlags, chromiumPath } from '../../tests/harness/chromium'
import { seedInventory } from './seed-inventory'
import { staffCredentials } from './staff-api'

/*
 * The staff panel at scale (issue 40): with 1,000 more units and 10,000 leads, the Inventory
 * tab's first rows, each search keystroke until the table shows its result, and the DOM it
 * holds, in Chromium at 1280 px, without and with the CPU slowed 4x (a mid-range phone); the
 * Aging tab's HTML and server time, page 1 and page 2; the lead desk's answer, whole and searched.
 */

export const staffUnits = 1_000
export const staffLeads = 10_000
/** Typed one key at a time into the search box; the counts it passes through are known. */
const searchTerm = 'vr-3350'
const serverRuns = 5

export type StaffTabRun = {
  throttle: number
  /** Navigation start to the first table row on screen. */
  firstRowsMs: number
  domNodes: number
  /** Each keystroke that changed the count: key down to the count's new text in the page. */
  keystrokeMedianMs: number
  keystrokeMaxMs: number
  keystrokes: number
  /** The longest key event (input delay + handlers + next paint), as INP reads it. */
  longestKeyEventMs: number
}

export type ServerFigure = { what: string; bytes: number; medianMs: number; maxMs: number }

export type StaffPanelBench = {
  units: number
  leads: number
  inventory: StaffTabRun[]
  server: ServerFigure[]
}

/* SQL, as the units are: 10,000 leads through Payload would take minutes. Spread over 200 days. */
async function seedLeads(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into quote_requests (name, email, phone, message, status, created_at, updated_at)
       select 'Bench shopper ' || n, 'shopper' || n || '@example.com', '410-555-' || lpad((n % 10000)::text, 4, '0'),
              'Looking for a trailer for a 20 ft boat', 'contacted',
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

/* In the page: key-down times, the count's text changes with their times, and key event timings. */
function watchSearch() {
  const state = { keys: [] as number[], changes: [] as [string, number][], longest: 0 }
  ;(window as unknown as { staffBench: typeof state }).staffBench = state
  document.addEventListener('keydown', () => state.keys.push(performance.now()), true)
  const count = document.querySelector('[role="status"]')!
  new MutationObserver(() =>
    state.changes.push([count.textContent ?? '', performance.now()]),
  ).observe(count, { subtree: true, childList: true, characterData: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('key')) state.longest = Math.max(state.longest, entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

type SearchState = { keys: number[]; changes: [string, number][]; longest: number }

async function inventoryRun(
  context: BrowserContext,
  baseUrl: string,
  throttle: number,
  items: InventoryApiItem[],
): Promise<StaffTabRun> {
  const page: Page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'commit' })
    await page.locator('tbody tr[data-index]').first().waitFor({ timeout: 60_000 })
    const firstRowsMs = await page.evaluate(() => performance.now())
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    await page.evaluate(watchSearch)
    const box = page.getByPlaceholder('Search inventory...')
    await box.focus()
    const deltas: number[] = []
    let shown = itemsFoundLabel(items.length)
    for (let typed = 1; typed <= searchTerm.length; typed++) {
      await page.keyboard.press(searchTerm[typed - 1])
      const expected = itemsFoundLabel(
        filterInventory(items, searchTerm.slice(0, typed), '').length,
      )
      await page.getByText(expected, { exact: true }).waitFor({ timeout: 30_000 })
      if (expected === shown) continue
      shown = expected
      const state = await page.evaluate(
        () => (window as unknown as { staffBench: SearchState }).staffBench,
      )
      const keyAt = state.keys.at(-1)!
      const change = state.changes.find(([text, at]) => text === expected && at >= keyAt)
      if (change) deltas.push(change[1] - keyAt)
    }
    // Let the last key event's entry arrive.
    await page.waitForTimeout(200)
    const longest = await page.evaluate(
      () => (window as unknown as { staffBench: SearchState }).staffBench.longest,
    )
    return {
      throttle,
      firstRowsMs: Math.round(firstRowsMs),
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

/** A signed-in GET `serverRuns` times: its size and its time to the whole body. */
async function serverFigure(context: BrowserContext, what: string, url: string) {
  const times: number[] = []
  let bytes = 0
  for (let run = 0; run < serverRuns; run++) {
    const started = performance.now()
    const response = await context.request.get(url, { headers: { 'Accept-Encoding': 'identity' } })
    const body = await response.body()
    times.push(performance.now() - started)
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`)
    bytes = body.length
  }
  return { what, bytes, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) }
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
  if (unitsThere < staffUnits) await seedInventory(databaseUrl, staffUnits)
  await seedLeads(databaseUrl, staffLeads)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
    })
    const login = await context.request.post('/cms/api/users/login', { data: staffCredentials })
    if (!login.ok()) throw new Error(`staff login answered ${login.status()}`)
    const items = (await (await context.request.get('/api/inventory')).json()) as InventoryApiItem[]
    const inventory: StaffTabRun[] = []
    for (const throttle of [1, 4]) {
      await inventoryRun(context, baseUrl, throttle, items).then(
        (run) => inventory.push(run),
        (error) =>
          errors.push({
            stage: 'Staff panel',
            subject: `Inventory ${throttle}x`,
            message: String(error),
          }),
      )
    }
    const server: ServerFigure[] = []
    for (const [what, url] of [
      ['Aging tab, page 1 (HTML)', '/admin?tab=aging'],
      ['Aging tab, page 2 (HTML)', '/admin?tab=aging&page=2'],
      ['GET /api/leads (10,000 leads)', '/api/leads?status=all&owner=all&q='],
      ['GET /api/leads searched', '/api/leads?status=all&owner=all&q=shopper9999'],
    ]) {
      await serverFigure(context, what, url).then(
        (figure) => server.push(figure),
        (error) => errors.push({ stage: 'Staff panel', subject: what, message: String(error) }),
      )
    }
    return {
      staff: { units: items.length, leads: staffLeads, inventory, server },
      errors,
    }
  } finally {
    await browser.close()
  }
}
