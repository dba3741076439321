import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as reportCsv } from '@/app/api/reports/[dataset]/route'
import { describeWatch, watchFrom, watchQuery } from '@/lib/alerts/watch'
import { toCsv } from '@/lib/csv/write'
import { dayMs } from '@/lib/durations'
import type { Dataset } from '@/lib/reports/datasets'
import { periodOf, type PeriodQuery } from '@/lib/reports/period'
import type { User } from '@/payload-types'
import { utcDay } from '@/lib/aging/report'
import { savePageViews } from '@/server/inventory/page-views'
import { buildReport } from '@/server/reports/report'

import { appUrl } from './helpers/app-url'
import { ensureTestCategories, testCategories } from './helpers/inventory-fixtures'
import { ensureFirstAccount, payload, routeParams, signedInHeaders } from './helpers/requests'

/*
 * The Reports view's figures (issue 54, ADR 0066) from a known set of leads, sales and stock,
 * each checked exactly, for an admin (the dealer's) and for staff (their own), and its CSV files
 * as the route serves them. The seeded hours (Mon–Fri 8–6 Eastern) and the 2 h target run the
 * clock; the period is two weeks of March 2025, long before any other row of this database.
 */
const range: PeriodQuery = { period: 'range', from: '2025-03-03', to: '2025-03-16' }
const period = periodOf(range, new Date())
const search = 'period=range&from=2025-03-03&to=2025-03-16'

let admin: User, sam: User, alex: User
let samHeaders: Headers
const leads: number[] = []
const alerts: number[] = []
let viewed: number[] = []
const units: number[] = []

async function person(firstName: string, role: User['role']) {
  const client = await payload()
  const email = `${firstName.toLowerCase()}-${process.pid}@reports.test`
  const password = 'a-long-test-password'
  const user = await client.create({
    collection: 'users',
    data: { email, firstName, password, role },
  })
  const { token } = await client.login({ collection: 'users', data: { email, password } })
  return { user, headers: new Headers({ Authorization: `JWT ${token}` }) }
}

type LeadSeed = {
  owner: User | null
  kind?: 'service' | 'parts'
  at: string
  answered?: string
  status: 'new' | 'contacted' | 'won' | 'lost'
  source?: { utmSource?: string; referrer?: string }
  unit?: number
}

async function lead(seed: LeadSeed) {
  const created = await (
    await payload()
  ).create({
    collection: 'quote-requests',
    data: {
      name: 'Report Shopper',
      email: 'reports@shopper.test',
      message: 'Reports fixture',
      owner: seed.owner?.id ?? null,
      createdAt: seed.at,
      firstResponseAt: seed.answered ?? null,
      status: seed.status,
      source: seed.source ?? {},
      unit: seed.unit ?? null,
      notification: 'skipped',
    },
  })
  leads.push(created.id)
  // Its kind as stored, without the form a kind's hooks book or check (a service slot).
  if (seed.kind) {
    await (
      await payload()
    ).db.drizzle.execute(
      sql`UPDATE quote_requests SET kind = ${seed.kind} WHERE id = ${created.id}`,
    )
  }
}

async function unit(data: Record<string, unknown>) {
  const doc = await (
    await payload()
  ).create({
    collection: 'inventory-items',
    data: {
      model_name: 'Report Bunk',
      category: testCategories[0].id,
      type: 'Bunk',
      material: 'Aluminum',
      axle_configuration: 'Single',
      capacity_pounds: 2000,
      length_feet: 18,
      beam_width_inches: 96,
      price: 1000,
      stock_quantity: 1,
      description: 'A report fixture.',
      ...data,
    } as never,
    depth: 0,
  })
  units.push(doc.id)
  return doc.id
}

/* A shopper's saved search (or price watch), as a confirmed sign-up leaves it. */
async function alert(query: string, status: 'active' | 'pending' = 'active', unitId?: number) {
  const watch = watchFrom(query)
  const email = 'reports@shopper.test'
  const created = await (
    await payload()
  ).create({
    collection: 'alerts',
    data: unitId
      ? { email, kind: 'price', status, summary: 'Price of a unit', unit: unitId }
      : {
          email,
          kind: 'search',
          status,
          summary: describeWatch(watch),
          watch,
          watchKey: watchQuery(watch),
        },
  })
  alerts.push(created.id)
}

const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString()

beforeAll(async () => {
  await ensureFirstAccount()
  await ensureTestCategories()
  admin = (await person('Ada', 'admin')).user
  const samLogin = await person('Sam', 'staff')
  sam = samLogin.user
  samHeaders = samLogin.headers
  alex = (await person('Alex', 'staff')).user

  // Week 1 (Monday 3 March, 10:00 EST): answered in 30 and in 120 business minutes.
  await lead({
    owner: sam,
    at: '2025-03-03T15:00:00.000Z',
    answered: '2025-03-03T15:30:00.000Z',
    status: 'won',
    source: { utmSource: 'facebook' },
  })
  await lead({
    owner: sam,
    kind: 'service',
    at: '2025-03-03T15:00:00.000Z',
    answered: '2025-03-03T17:00:00.000Z',
    status: 'contacted',
    source: { referrer: 'https://www.google.com/search?q=trailers' },
  })
  // Week 2 (Tuesday 11 March, 10:00 EDT): answered in 10 minutes, not at all, nobody's.
  await lead({
    owner: alex,
    at: '2025-03-11T14:00:00.000Z',
    answered: '2025-03-11T14:10:00.000Z',
    status: 'lost',
    source: { utmSource: 'facebook' },
  })
  await lead({ owner: alex, at: '2025-03-11T14:00:00.000Z', status: 'new' })
  await lead({ owner: null, kind: 'parts', at: '2025-03-12T14:00:00.000Z', status: 'new' })
  // The period before: one lead, answered in 20 minutes, won.
  await lead({
    owner: sam,
    at: '2025-02-24T15:00:00.000Z',
    answered: '2025-02-24T15:20:00.000Z',
    status: 'won',
    source: { utmSource: 'facebook' },
  })

  // Sales: 63 days on the lot, 13 after a price drop; 11 days, no drop; one the period before.
  const dropped = await unit({
    model_name: 'Dropped Bunk',
    price: 5000,
    status: 'sold',
    received_at: '2025-01-01T15:00:00.000Z',
    sold_at: '2025-03-05T15:00:00.000Z',
  })
  await (
    await payload()
  ).create({
    collection: 'price-changes',
    data: {
      unit: dropped,
      price: 5000,
      previous_price: 5500,
      changed_at: '2025-02-20T15:00:00.000Z',
    },
  })
  await unit({
    model_name: 'Quick Bunk',
    price: 3000,
    status: 'sold',
    received_at: '2025-03-01T15:00:00.000Z',
    sold_at: '2025-03-12T15:00:00.000Z',
  })
  await unit({
    model_name: 'Earlier Bunk',
    price: 2000,
    status: 'sold',
    received_at: '2025-02-01T15:00:00.000Z',
    sold_at: '2025-02-25T15:00:00.000Z',
  })
  // Texts: two taken by the provider to two numbers, one failed, one received; one of the two
  // numbers said STOP; a review request sent. The period before: one text sent.
  await (
    await payload()
  ).db.drizzle.execute(sql`
    INSERT INTO text_messages (direction, number, body, status, created_at, updated_at) VALUES
      ('out', '+15550101', 'Report text', 'sent', '2025-03-04T15:00:00Z', now()),
      ('out', '+15550102', 'Report text', 'delivered', '2025-03-04T15:00:00Z', now()),
      ('out', '+15550103', 'Report text', 'failed', '2025-03-04T15:00:00Z', now()),
      ('in', '+15550102', 'STOP', 'received', '2025-03-05T15:00:00Z', now()),
      ('out', '+15550101', 'Report text', 'sent', '2025-02-25T15:00:00Z', now());
    INSERT INTO text_opt_outs (number, state, "at", updated_at, created_at)
      VALUES ('+15550102', 'out', '2025-03-05T15:00:00Z', now(), now());
    INSERT INTO review_requests (key, email, send_after, status, sent_at, followed_at, updated_at,
        created_at)
      VALUES ('report-review', 'reports@shopper.test', '2025-03-06T15:00:00Z', 'sent',
          '2025-03-06T15:00:00Z', NULL, now(), now()),
        ('report-review-followed', 'reports@shopper.test', '2025-03-07T15:00:00Z', 'sent',
          '2025-03-07T15:00:00Z', '2025-03-20T15:00:00Z', now(), now())`)
  // Spend per source: facebook's as the owner typed it; radio's, a source with no lead.
  await (
    await payload()
  ).updateGlobal({
    slug: 'lead-settings',
    data: {
      reports: {
        sourceSpend: [
          { source: 'Facebook ', monthlyDollars: 1000 },
          { source: 'radio', monthlyDollars: 600 },
        ],
      },
    },
  })
  // Today's lot: 10, 45, 95 and 100 days in stock, and one on order (not on the lot).
  const fresh = await unit({ price: 1000, received_at: daysAgo(10) })
  const older = await unit({ price: 2000, received_at: daysAgo(45) })
  viewed = [fresh, older]
  // Views this month: 12 of the fresh unit, nobody asking; 30 of the older, two leads long ago.
  await savePageViews(
    await payload(),
    utcDay(new Date()),
    new Map([
      [fresh, 12],
      [older, 30],
    ]),
  )
  for (const at of ['2024-01-01T15:00:00.000Z', '2024-01-02T15:00:00.000Z']) {
    await lead({ owner: null, at, status: 'lost', unit: older })
  }
  await unit({ price: 4000, received_at: daysAgo(100) })
  await unit({ price: 5000, received_at: daysAgo(95) })
  // On order, the only unit of 3,000 lb or more: a search for one is matched by nothing in stock.
  const ordered = await unit({
    price: 7000,
    capacity_pounds: 5000,
    status: 'on_order',
    expected_at: daysAgo(-20),
  })
  // Saved searches: two shoppers wait for a trailer up to $500 and one for 3,000 lb, which
  // nothing in stock matches; one for up to $1,500 (the fresh unit matches); one not confirmed,
  // one a price watch: neither counts.
  await alert('price_max=500')
  await alert('price_max=500')
  await alert('capacity_min=3000')
  await alert('price_max=1500')
  await alert('price_max=200', 'pending')
  await alert('', 'active', ordered)
})

afterAll(async () => {
  const client = await payload()
  await client.delete({ collection: 'alerts', where: { id: { in: alerts } } })
  await client.updateGlobal({ slug: 'lead-settings', data: { reports: { sourceSpend: [] } } })
  await client.delete({ collection: 'quote-requests', where: { id: { in: leads } } })
  await client.delete({ collection: 'inventory-items', where: { id: { in: units } } })
  await client.delete({ collection: 'users', where: { id: { in: [admin.id, sam.id, alex.id] } } })
  await client.db.drizzle.execute(sql`
    DELETE FROM text_messages WHERE body IN ('Report text', 'STOP') AND number LIKE '+1555010_';
    DELETE FROM text_opt_outs WHERE number = '+15550102';
    DELETE FROM review_requests WHERE key IN ('report-review', 'report-review-followed')`)
})

const byId = (datasets: Dataset[]) =>
  Object.fromEntries(datasets.map((dataset) => [dataset.id, dataset.rows]))

describe('the reports an admin sees', () => {
  it('gives every figure of the seeded set exactly', async () => {
    const report = await buildReport(await payload(), admin, period)
    expect(report.scope).toBe('dealer')
    expect(byId(report.datasets)).toEqual({
      headline: [
        ['Leads', 5, 1],
        ['Answered within 1 business hour (%)', 40, 100],
        ['Median first response (business minutes)', 30, 20],
        ['Leads won', 1, 1],
        ['Close rate (%)', 20, 100],
        ['Units sold', 2, 1],
        ['Sales ($)', 8000, 2000],
        ['Median days to sale', 37, 24],
        ['Median days from a price drop to the sale', 13, null],
      ],
      'leads-by-week': [
        ['2025-03-03', 1, 1, 0, 2, 1, 50, 0],
        ['2025-03-10', 2, 0, 1, 3, 1, 33.3, 1],
      ],
      'response-by-person': [
        ['Alex', 2, 1, 10, 10, 50],
        ['Sam', 2, 2, 75, 111, 100],
      ],
      'leads-by-source': [
        ['facebook', 2, 2, 100],
        ['website', 2, 0, 0],
        ['google.com', 1, 0, 0],
      ],
      'outcomes-by-source': [
        ['facebook', 0, 0, 0, 1, 1, 50],
        ['website', 2, 0, 0, 0, 0, 0],
        ['google.com', 0, 1, 0, 0, 0, 0],
      ],
      // 14 days of $1,000 a month: 1000 × 14 / (365 / 12) = 460.27, over one lead won.
      'cost-per-sale': [
        ['facebook', 1000, 460.27, 2, 1, 460.27],
        ['website', null, null, 2, 0, null],
        ['google.com', null, null, 1, 0, null],
        ['radio', 600, 276.16, 0, 0, null],
      ],
      'stock-by-age': [
        ['0–30 days', 1, 1000],
        ['31–60 days', 1, 2000],
        ['61–90 days', 0, 0],
        ['Over 90 days', 2, 9000],
      ],
      'sales-by-age': [
        ['0–30 days', 1, 3000],
        ['31–60 days', 0, 0],
        ['61–90 days', 1, 5000],
        ['Over 90 days', 0, 0],
      ],
      'viewed-few-leads': [
        [`Report Bunk #${viewed[0]}`, 12, 0],
        [`Report Bunk #${viewed[1]}`, 30, 2],
      ],
      texting: [
        ['Texts sent', 2, 1],
        ['Texts received', 1, 0],
        ['Numbers that texted STOP', 1, 0],
        ['Review requests sent', 2, 0],
        ['Review requests followed', 1, 0],
        ['Opt-out rate (%)', 50, 0],
        ['Review requests followed (%)', 50, null],
      ],
      'unmatched-searches': [
        ['Trailers, up to $500', 2],
        ['Trailers, at least 3,000 lb capacity', 1],
      ],
      'drop-to-sale': [
        ['Within 7 days', 0, 0],
        ['8–30 days', 1, 5000],
        ['31–60 days', 0, 0],
        ['Over 60 days', 0, 0],
        ['No price drop', 1, 3000],
      ],
    })
    const weeks = report.datasets.find((dataset) => dataset.id === 'leads-by-week')!
    expect(weeks.columns.slice(1, 4)).toEqual(['Quote', 'Service', 'Parts'])
    const response = report.datasets.find((dataset) => dataset.id === 'response-by-person')!
    expect(response.chart?.reference).toEqual({ name: 'Target', value: 120 })
  })

  it('serves each dataset as CSV with the rows of its table', async () => {
    const headers = await signedInHeaders('admin')
    const report = await buildReport(await payload(), admin, period)
    for (const dataset of report.datasets) {
      const response = await reportCsv(
        new Request(appUrl(`/api/reports/${dataset.id}?${search}`), { headers }),
        routeParams({ dataset: dataset.id }),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
      // Its bytes, byte-order mark and all (text() drops the mark).
      const file = Buffer.from(await response.arrayBuffer()).toString('utf8')
      expect(file).toBe(toCsv(dataset.columns, dataset.rows))
    }
  })
})

describe('who sees what', () => {
  const csv = (id: string, headers?: Headers, query = search) =>
    reportCsv(
      new Request(appUrl(`/api/reports/${id}?${query}`), { headers }),
      routeParams({ dataset: id }),
    )

  it('shows staff only the leads they own and their own response times, not the lot', async () => {
    const report = await buildReport(await payload(), sam, period)
    expect(report.scope).toBe('own')
    const rows = byId(report.datasets)
    expect(Object.keys(rows)).toEqual([
      'headline',
      'leads-by-week',
      'response-by-person',
      'leads-by-source',
      'outcomes-by-source',
    ])
    expect(rows.headline).toEqual([
      ['Leads', 2, 1],
      ['Answered within 1 business hour (%)', 50, 100],
      ['Median first response (business minutes)', 75, 20],
      ['Leads won', 1, 1],
      ['Close rate (%)', 50, 100],
    ])
    expect(rows['response-by-person']).toEqual([['Sam', 2, 2, 75, 111, 100]])
    expect((await csv('stock-by-age', samHeaders)).status).toBe(404)
    const own = await csv('response-by-person', samHeaders)
    expect(await own.text()).not.toContain('Alex')
  })

  it('refuses editors and strangers, and periods it cannot read', async () => {
    expect((await csv('headline', await signedInHeaders('editor'))).status).toBe(403)
    expect((await csv('headline')).status).toBe(401)
    const admin = await signedInHeaders('admin')
    for (const query of [
      'period=range&from=2025-03-03',
      'period=range&from=2025-03-16&to=2025-03-03',
      'period=range&from=2020-01-01&to=2025-03-03',
      'period=decade',
      'period=range&from=March&to=2025-03-03',
    ]) {
      const response = await csv('headline', admin, query)
      expect(response.status, query).toBe(400)
      expect((await response.json()).error).toBeTruthy()
    }
    expect((await csv('no-such-report', admin)).status).toBe(404)
  })
})
