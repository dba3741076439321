import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getCategories } from '@/app/api/categories/route'

import {
  createItem as create,
  ensureTestCategories,
  errorOf,
  getItem,
  listItems as list,
} from './helpers/inventory-fixtures'
import { payload } from './helpers/requests'
import { appUrl } from './helpers/app-url'

beforeAll(ensureTestCategories)

describe('GET /api/inventory and /api/categories', () => {
  it('lists items with exactly the contract fields, numbers as numbers and the cover first', async () => {
    const created = await create()
    const item = (await list()).find((entry) => entry.id === created.id)
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'id',
        'model_name',
        'category_id',
        'category_name',
        'type',
        'material',
        'axle_configuration',
        'capacity_pounds',
        'length_feet',
        'beam_width_inches',
        'price',
        'stock_quantity',
        'image_url',
        'image_urls',
        'description',
        'boat_length',
        'notes',
        'features',
        'specifications',
        'is_available',
        'updated_at',
        // The lifecycle fields of ADR 0015.
        'status',
        'expected_at',
        'sold_at',
        'stock_number',
        'vin',
        // When the unit came onto the lot (issue 40's days-in-stock sort).
        'in_stock_since',
        // The end of a hold a deposit paid online bought (issue 53).
        'on_hold_until',
      ].sort(),
    )
    // Listed just now and in stock: it came onto the lot when it was listed.
    expect(Date.now() - Date.parse(item!.in_stock_since!)).toBeLessThan(60_000)
    expect(item).toMatchObject({
      category_id: 901,
      category_name: 'Test Aluminum Bunk Trailers',
      price: 3895.5,
      length_feet: 19.5,
      stock_quantity: 3,
      image_url: '/images/inventory/demo-01.webp',
      image_urls: ['/images/inventory/demo-01.webp', '/images/inventory/demo-02.webp'],
      notes: null,
      is_available: true,
      specifications: {
        tongue_weight: '250 lbs',
        overall_length: '21.5 ft',
        hitch_size: '2 inch',
        tire_size: 'ST175/80R13',
      },
    })
  })

  it('answers one item by id, and 404 for an unknown or malformed id', async () => {
    const created = await create({ model_name: 'One by id' })
    const found = await getItem(created.id)
    expect(found.status).toBe(200)
    expect(found.headers.get('etag')).toBe(`"${created.updated_at}"`)
    expect(await found.json()).toMatchObject({ id: created.id, model_name: 'One by id' })
    for (const id of ['99999999', 'abc']) {
      const missing = await getItem(id)
      expect(missing.status).toBe(404)
      expect(await errorOf(missing)).toBe('Inventory item not found')
    }
  })

  it('lists categories as id and name', async () => {
    const response = await getCategories(new Request(appUrl('/api/categories')), {})
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(
      expect.arrayContaining([{ id: 901, name: 'Test Aluminum Bunk Trailers' }]),
    )
  })

  it('still answers the list when a stored item has a vanished category and odd values', async () => {
    const created = await create({ model_name: 'Damaged row' })
    const db = ((await payload()).db as unknown as PostgresAdapter).drizzle
    // A restore or manual SQL can leave rows the application would never write.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`)
      await tx.execute(sql`UPDATE inventory_items SET category_id = 987654, price = 'NaN',
        is_available = NULL, boat_length = NULL WHERE id = ${created.id}`)
    })
    try {
      const damaged = (await list()).find((entry) => entry.id === created.id)
      expect(damaged).toMatchObject({
        category_id: 987654,
        category_name: '',
        price: 0,
        is_available: false,
      })
    } finally {
      // Its price history first: the unit's own delete hook is bypassed here (ADR 0027).
      await db.execute(sql`DELETE FROM price_changes WHERE unit_id = ${created.id}`)
      await db.execute(sql`DELETE FROM inventory_items WHERE id = ${created.id}`)
    }
  })
})
