import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'
import { isPubliclyVisible } from '@/lib/inventory/visibility'

import { besidesJobQueue, startRelayedInstance, type Relay } from './db-relay'
import { expect, test } from './fixtures'
import type { Instance } from './instances'

/*
 * Cached public pages cost no database query: an instance of the build talks to PostgreSQL through
 * a relay that notes every statement, and once the pages are warm, viewing them again sends the
 * database none but the jobs queue's (its ticks come whoever visits); page view totals are
 * written once an hour here. A database-backed API call through the same relay shows the relay
 * sees statements.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 51
const pages = [
  '/',
  '/trailers',
  '/trailers/aluminum',
  '/trailers/pontoon',
  '/trailers/accessories',
  '/inventory',
  '/tips',
  '/tips/check-tire-pressure-monthly',
  '/about',
  '/contact',
]

test.describe('cached public pages', () => {
  test.describe.configure({ timeout: 120_000 })
  let relay: Relay
  let instance: Instance

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    ;({ relay, instance } = await startRelayedInstance(port))
  })

  test.afterAll(async () => {
    instance?.stop()
    await relay?.close()
  })

  test('answer from the cache without a single database query', async () => {
    const view = async (pathname: string) => {
      const response = await fetch(`${instance.origin}${pathname}`)
      expect(response.status, pathname).toBe(200)
      await response.arrayBuffer()
    }
    const list = await fetch(`${instance.origin}/api/inventory`)
    const unit = ((await list.json()) as InventoryApiItem[]).find(
      // A demo unit: units other specs make come and go while this one runs.
      (item) => isPubliclyVisible(item) && !item.model_name.startsWith('E2E '),
    )
    if (!unit) throw new Error('no unit the public may see')
    pages.push(inventoryPath(unit))
    for (const pathname of pages) await view(pathname)

    const before = relay.statements().length
    for (let round = 0; round < 5; round++) {
      for (const pathname of pages) await view(pathname)
    }
    const sent = relay.statements().slice(before)
    console.log(
      `[no-query] ${pages.length * 5} cached page views; ${sent.length} statements meanwhile`,
    )
    expect(besidesJobQueue(sent)).toEqual([])

    const beforeApi = relay.statements().length
    await view('/api/categories')
    expect(
      relay
        .statements()
        .slice(beforeApi)
        .some((statement) => statement.includes('"categories"')),
      'a database-backed call goes through the relay',
    ).toBe(true)
  })
})
