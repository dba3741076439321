import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getList } from '@/app/api/inventory/route'
import { routeInventory } from '@/lib/inventory/filter-address'
import { inventoryPageSize } from '@/lib/inventory/filters'
import { totalHeader } from '@/lib/inventory/paged-read'
import { proxy } from '@/proxy'

import { appUrl } from './helpers/app-url'
import { createItem, ensureTestCategories } from './helpers/inventory-fixtures'

/*
 * GET /api/inventory built once per change with an ETag, its paged public read, and the proxy
 * that sends each spelling of a filter to its one normalised page
 * (docs/decisions/0028-filtered-lists-cached-per-normalised-filter.md).
 */
beforeAll(ensureTestCategories)

const get = (path: string, headers: Record<string, string> = {}) =>
  getList(new Request(appUrl(path), { headers }), {})

describe('GET /api/inventory', () => {
  it('answers a revalidation that matches with a 304 of no body, and a change with a new ETag', async () => {
    const first = await get('/api/inventory')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await get('/api/inventory', { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect((await again.arrayBuffer()).byteLength).toBe(0)

    await createItem({ model_name: 'INT-ETAG Bunk' })
    const changed = await get('/api/inventory', { 'if-none-match': etag! })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const items = (await changed.json()) as { model_name: string }[]
    expect(items.some((item) => item.model_name === 'INT-ETAG Bunk')).toBe(true)
  })
})

describe('the paged public read (?from=)', () => {
  beforeAll(async () => {
    for (let index = 0; index <= inventoryPageSize; index += 1) {
      await createItem({ model_name: `INT-PAGE-${index} Bunk`, axle_configuration: 'Triple' })
    }
  })

  it('answers one page of the matches and counts them all in a header', async () => {
    const response = await get('/api/inventory?from=0&axle=triple')
    const items = (await response.json()) as { axle_configuration: string }[]
    const total = Number(response.headers.get(totalHeader))
    expect(total).toBeGreaterThan(inventoryPageSize)
    expect(items).toHaveLength(inventoryPageSize)
    expect(items.every((item) => item.axle_configuration === 'Triple')).toBe(true)
    const more = await get(`/api/inventory?from=${inventoryPageSize}&axle=triple&show=48`)
    expect(await more.json()).toHaveLength(Math.min(total, 48) - inventoryPageSize)
  })

  it('answers junk and other spellings exactly as the normalised read', async () => {
    const normal = await get('/api/inventory?from=0&axle=triple&sort=price_asc')
    const spelled = await get('/api/inventory?sort=price_asc&AXLE=x&axle=TRIPLE&from=7&junk=1')
    expect(spelled.headers.get('etag')).toBe(normal.headers.get('etag'))
    expect(await spelled.json()).toEqual(await normal.json())
  })

  it('leaves the spec’s full list to a request without `from`', async () => {
    const full = (await (await get('/api/inventory?axle=triple')).json()) as unknown[]
    const all = (await (await get('/api/inventory')).json()) as unknown[]
    expect(full).toEqual(all)
  })
})

describe('the proxy in front of /inventory', () => {
  const through = (path: string) => proxy(new NextRequest(appUrl(path)), {} as never) as Response

  it('redirects every other spelling of a filter to its normalised address', async () => {
    const response = through('/inventory?sort=price_asc&axle=TANDEM&utm_source=mail&show=24')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(appUrl('/inventory?axle=tandem&sort=price_asc'))
    expect(through('/inventory?junk=1').headers.get('location')).toBe(appUrl('/inventory'))
  })

  it('rewrites a normalised filter to its cached page, search text to the per-request one', () => {
    const cached = through('/inventory?axle=tandem&sort=price_asc')
    const route = routeInventory(new URLSearchParams('axle=tandem&sort=price_asc'))
    expect(route.kind).toBe('cached')
    expect(cached.headers.get('x-middleware-rewrite')).toBe(
      appUrl(`/inventory-filtered/${'segment' in route ? route.segment : ''}`),
    )
    expect(through('/inventory?q=bunk').headers.get('x-middleware-rewrite')).toBe(
      appUrl('/inventory-search?q=bunk'),
    )
    expect(through('/inventory').headers.get('x-middleware-next')).toBe('1')
  })
})
