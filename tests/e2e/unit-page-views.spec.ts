import { request as httpRequest } from 'node:http'

import pg from 'pg'

import type { InventoryApiItem } from '@/lib/inventory/contract'
import { inventoryPath } from '@/lib/inventory/slug'
import { isPubliclyVisible } from '@/lib/inventory/visibility'

import { besidesJobQueue, startRelayedInstance, type Relay } from './db-relay'
import { expect, test } from './fixtures'
import type { Instance } from './instances'

/*
 * Unit page views are counted without costing a cached page a database query (ADR 0027): an
 * instance of the build talks to PostgreSQL through a relay that notes its statements; browsers
 * from five client addresses (127.0.0.x) view a cached unit page, one of them twice, a bot once,
 * and the database hears nothing but the jobs queue's ticks while they do. The totals are written in a batch, here when the server stops
 * (it drains), and say 5.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 53
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

function view(pathname: string, from: string, agent = browser): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: pathname,
        headers: { 'user-agent': agent },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

async function storedViews(unitId: number, day: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ views: string }>(
      'SELECT views FROM unit_page_views WHERE unit_id = $1 AND day = $2',
      [unitId, day],
    )
    return Number(rows[0]?.views ?? 0)
  } finally {
    await client.end()
  }
}

test.describe('unit page views', () => {
  test.describe.configure({ timeout: 120_000 })
  let relay: Relay
  let instance: Instance | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    ;({ relay, instance } = await startRelayedInstance(port))
  })

  test.afterAll(async () => {
    instance?.stop()
    await relay?.close()
  })

  test('are counted per client and day while the cached page costs no database query', async () => {
    const list = await fetch(`${instance!.origin}/api/inventory`)
    const unit = ((await list.json()) as InventoryApiItem[]).find(
      // A demo unit: units other specs make come and go while this one runs.
      (item) => isPubliclyVisible(item) && !item.model_name.startsWith('E2E '),
    )
    if (!unit) throw new Error('no unit the public may see')
    const pathname = inventoryPath(unit)
    const day = new Date().toISOString().slice(0, 10)
    const before = await storedViews(unit.id, day)

    // Rendered and cached by a bot's request, which is not counted.
    expect(await view(pathname, '127.0.0.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(200)
    const quiet = relay.statements().length
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      expect(await view(pathname, from)).toBe(200)
    }
    expect(await view(pathname, '127.0.0.2')).toBe(200)
    expect(await view(`${pathname}?utm_source=window_sticker`, '127.0.0.3')).toBe(200)
    expect(besidesJobQueue(relay.statements().slice(quiet))).toEqual([])
    expect(await storedViews(unit.id, day)).toBe(before)

    const stopping = instance!
    instance = undefined
    stopping.stop()
    await stopping.exited
    expect(await storedViews(unit.id, day)).toBe(before + 5)
  })
})
