import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as feed } from '@/app/feeds/inventory.xml/route'
import { GET as sitemapIndex } from '@/app/sitemap-index.xml/route'
import { isListed } from '@/lib/inventory/lifecycle'

import { payload } from './helpers/requests'
import { createItem, ensureTestCategories, listItems } from './helpers/inventory-fixtures'

/* PostgreSQL's own XML parser (libxml2) judges the documents: strict, and no extra dependency. */
async function xpath(xml: string, path: string): Promise<string[]> {
  const db = ((await payload()).db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    SELECT unnest(xpath(${path}, ${xml}::xml,
      ARRAY[ARRAY['g', 'http://base.google.com/ns/1.0'],
            ARRAY['s', 'http://www.sitemaps.org/schemas/sitemap/0.9']]))::text AS value`)
  return result.rows.map((row) => String(row.value))
}

beforeAll(async () => {
  await ensureTestCategories()
  await createItem({ model_name: 'Feed in stock & ready', stock_number: 'FEED-1' })
  await createItem({ model_name: 'Feed on order', stock_number: 'FEED-2', status: 'on_order' })
  await createItem({ model_name: 'Feed held', stock_number: 'FEED-3', status: 'pending_sale' })
  await createItem({ model_name: 'Feed sold', stock_number: 'FEED-4', status: 'sold' })
  await createItem({ model_name: 'Feed hidden', stock_number: 'FEED-5', is_available: false })
})

describe('GET /feeds/inventory.xml', () => {
  it('is RSS 2.0 with one item per listed unit for sale or on order, with its availability', async () => {
    const response = await feed()
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    const expected = (await listItems()).filter(
      (item) => isListed(item) && (item.status === 'available' || item.status === 'on_order'),
    )
    expect(await xpath(xml, '/rss/@version')).toEqual(['2.0'])
    const ids = await xpath(xml, '/rss/channel/item/g:id/text()')
    expect(ids.sort()).toEqual(expected.map((item) => item.stock_number ?? String(item.id)).sort())
    expect(await xpath(xml, "/rss/channel/item[g:id='FEED-1']/g:availability/text()")).toEqual([
      'in_stock',
    ])
    expect(await xpath(xml, "/rss/channel/item[g:id='FEED-2']/g:availability/text()")).toEqual([
      'preorder',
    ])
    expect(await xpath(xml, "/rss/channel/item[g:id='FEED-1']/g:title/text()")).toEqual([
      'Venture Feed in stock &amp; ready',
    ])
    expect(await xpath(xml, "/rss/channel/item[g:id='FEED-1']/g:price/text()")).toEqual([
      '3895.50 USD',
    ])
    for (const field of ['g:description', 'g:link', 'g:image_link', 'g:condition', 'g:brand']) {
      expect(await xpath(xml, `count(/rss/channel/item[not(${field})])`)).toEqual(['0'])
    }
  })

  it('is listed in the sitemap index', async () => {
    const xml = await sitemapIndex().text()
    const locations = await xpath(xml, '/s:sitemapindex/s:sitemap/s:loc/text()')
    expect(locations.map((loc) => new URL(loc).pathname)).toEqual([
      '/sitemap.xml',
      '/feeds/inventory.xml',
    ])
  })
})
