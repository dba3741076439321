import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as leadsRoute } from '@/app/api/leads/route'
import { GET as exportRoute } from '@/app/api/inventory/export.csv/route'
import { leadsPageSize } from '@/lib/leads/pages'

import { appUrl } from './helpers/app-url'
import { createItem, ensureTestCategories, errorOf, staff } from './helpers/inventory-fixtures'
import { payload } from './helpers/requests'

/* The staff panel's reads at scale (issue 40): the checked units' CSV, and the lead desk's pages. */

const marker = `Paging shopper ${Date.now().toString(36)}`
const leads = leadsPageSize + 5

const drizzle = async () => ((await payload()).db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  await ensureTestCategories()
  // SQL, as the benchmark adds its 10,000: no lead jobs or e-mails for rows only read here.
  await (
    await drizzle()
  ).execute(sql`
    INSERT INTO quote_requests (name, email, message, status, created_at, updated_at)
    SELECT ${marker} || ' ' || n, 'paging' || n || '@example.com', 'Paging test', 'contacted',
           now() - n * interval '1 minute', now()
    FROM generate_series(1, ${leads}) AS n`)
})

afterAll(async () => {
  await (await drizzle()).execute(sql`DELETE FROM quote_requests WHERE name LIKE ${marker + '%'}`)
})

const exportOf = async (query: string, headers?: Headers) =>
  exportRoute(new Request(appUrl(`/api/inventory/export.csv${query}`), { headers }), {})

describe('the CSV export of checked units', () => {
  it('has only the units ?ids= names', async () => {
    const kept = await createItem({ model_name: `${marker} checked` })
    const other = await createItem({ model_name: `${marker} not checked` })
    const response = await exportOf(`?ids=${kept.id}`, await staff())
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain(kept.model_name)
    expect(text).not.toContain(other.model_name)
  })

  it('refuses ids that are not ids with a 400, and anyone not signed in with a 401', async () => {
    const refused = await exportOf('?ids=1,abc', await staff())
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toMatch(/ids/)
    expect((await exportOf('?ids=1')).status).toBe(401)
  })
})

describe('the lead desk, a page at a time', () => {
  const page = async (query: string) => {
    const request = new Request(appUrl(`/api/leads?q=${encodeURIComponent(marker)}${query}`), {
      headers: await staff(),
    })
    const response = await leadsRoute(request, {})
    expect(response.status).toBe(200)
    return (await response.json()) as {
      leads: { name: string }[]
      total: number
      page: number
      pages: number
    }
  }

  it('answers 50 leads a page, newest first, with how many match', async () => {
    const first = await page('')
    expect(first).toMatchObject({ total: leads, page: 1, pages: 2 })
    expect(first.leads).toHaveLength(leadsPageSize)
    expect(first.leads[0].name).toBe(`${marker} 1`)
    const second = await page('&page=2')
    expect(second.leads.map((lead) => lead.name)).toEqual(
      Array.from({ length: 5 }, (_, n) => `${marker} ${leadsPageSize + n + 1}`),
    )
  })

  it('reads a page that is not a number as the first, and one past the last as empty', async () => {
    expect((await page('&page=abc')).page).toBe(1)
    expect((await page('&page=9')).leads).toEqual([])
  })
})
