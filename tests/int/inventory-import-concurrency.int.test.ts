import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT } from '@/app/api/inventory/[id]/route'
import { POST } from '@/app/api/inventory/route'
import type { InventoryApiItem } from '@/lib/inventory/contract'

import { jsonRequest, payload, routeParams } from './helpers/requests'
import {
  createItem,
  ensureTestCategories,
  validBody,
  errorOf,
  getItem,
  listItems,
  staff as staffSession,
} from './helpers/inventory-fixtures'
import { applyResponse, csv, preview } from './helpers/inventory-transfer-fixtures'

/*
 * An import never overwrites an edit saved after its preview or while it runs, and never creates
 * a second unit with a stock number or VIN (ADR 0020).
 */

let staff: Headers

beforeAll(async () => {
  await ensureTestCategories()
  staff = await staffSession()
})

const drizzle = async () => ((await payload()).db as unknown as PostgresAdapter).drizzle

const editNotes = (item: InventoryApiItem, notes: string) =>
  PUT(
    jsonRequest(`/api/inventory/${item.id}`, 'PUT', { ...item, notes }, staff),
    routeParams({ id: String(item.id) }),
  )

const current = async (id: number): Promise<InventoryApiItem> => (await getItem(id)).json()

/* Holds an import's write of a unit priced `price` for `seconds`, inside its transaction. */
async function withSlowWrite<T>(price: number, seconds: number, run: () => Promise<T>) {
  const db = await drizzle()
  await db.execute(
    sql.raw(`
    CREATE OR REPLACE FUNCTION slow_import_write() RETURNS trigger AS $$
    BEGIN
      IF NEW.price = ${price} THEN PERFORM pg_sleep(${seconds}); END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER slow_import_write BEFORE INSERT OR UPDATE ON inventory_items
      FOR EACH ROW EXECUTE FUNCTION slow_import_write();`),
  )
  try {
    return await run()
  } finally {
    await db.execute(sql`DROP TRIGGER slow_import_write ON inventory_items;
      DROP FUNCTION slow_import_write();`)
  }
}

describe('an import and edits made meanwhile', () => {
  it('refuses an apply whose units changed since its preview (409) and writes nothing', async () => {
    const unit = await createItem({ stock_number: 'SINCE-1', price: 1000, notes: 'first' })
    const file = csv([
      ['stock', 'price'],
      ['SINCE-1', 1100],
    ])
    const { version } = await preview(file, staff)
    expect((await editNotes(unit, 'edited after the preview')).status).toBe(200)

    const response = await applyResponse(file, staff, version)
    expect(response.status).toBe(409)
    expect(await errorOf(response)).toMatch(/changed since the preview, so nothing was imported/)
    expect(await current(unit.id)).toMatchObject({ price: 1000, notes: 'edited after the preview' })

    const again = await preview(file, staff)
    expect((await applyResponse(file, staff, again.version)).status).toBe(200)
    expect(await current(unit.id)).toMatchObject({ price: 1100, notes: 'edited after the preview' })
  })

  it('refuses an apply of another file than the one previewed (409)', async () => {
    await createItem({ stock_number: 'SAME-1', price: 1000 })
    const { version } = await preview(
      csv([
        ['stock', 'price'],
        ['SAME-1', 1200],
      ]),
      staff,
    )
    const response = await applyResponse(
      csv([
        ['stock', 'price'],
        ['SAME-1', 9],
      ]),
      staff,
      version,
    )
    expect(response.status).toBe(409)
  })

  it('never overwrites a unit saved while the import runs: the import is refused, naming the row', async () => {
    const first = await createItem({ stock_number: 'RUN-1', price: 1000 })
    const second = await createItem({ stock_number: 'RUN-2', price: 1000, notes: 'before' })
    const file = csv([
      ['stock', 'price'],
      ['RUN-1', 4321],
      ['RUN-2', 1200],
    ])
    const { version } = await preview(file, staff)
    const [apply, edit] = await withSlowWrite(4321, 1.5, () =>
      Promise.all([
        applyResponse(file, staff, version),
        // While the import waits in row 2's write, the unit of row 3 is saved by hand.
        new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
          editNotes(second, 'saved while the import ran'),
        ),
      ]),
    )
    expect(edit.status).toBe(200)
    expect(apply.status).toBe(409)
    expect(await errorOf(apply)).toMatch(/^Row 3: someone else changed or deleted this unit/)
    expect(await current(second.id)).toMatchObject({
      price: 1000,
      notes: 'saved while the import ran',
    })
    expect((await current(first.id)).price).toBe(1000)
  })
})

describe('stock numbers and VINs are unique in the database', () => {
  it('four parallel applies of one new stock number create one unit; the others answer 409 naming the row', async () => {
    const file = csv(
      [
        ['Stock #', 'Model', 'Category', 'Type', 'Material', 'Capacity', 'Length', 'Beam'],
        ['RACE-1', 'Raced', 'Test Aluminum Bunk Trailers', 'Bunk', 'Aluminum', 2000, 18, 96],
      ].map((cells, index) =>
        cells.concat(index ? [4322, 1, 'Raced in'] : ['Price', 'Qty', 'Description']),
      ),
    )
    // Each insert waits a moment, so all four have planned a new unit before any of them commits.
    const responses = await withSlowWrite(4322, 1, () =>
      Promise.all([1, 2, 3, 4].map(() => applyResponse(file, staff))),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409])
    for (const response of responses.filter((response) => response.status === 409)) {
      expect(await errorOf(response)).toBe(
        'Row 2: another unit already has stock number "RACE-1", so nothing was imported.',
      )
    }
    const units = (await listItems()).filter(
      (item) => item.stock_number?.toLowerCase() === 'race-1',
    )
    expect(units).toHaveLength(1)
  })

  it('refuses a second unit with the same stock number or VIN in another case', async () => {
    await createItem({ stock_number: 'Case-1', vin: '1HGCM82633A004352' })
    const other = await createItem({ stock_number: null, vin: null })
    const db = await drizzle()
    for (const [column, value] of [
      ['stock_number', ' case-1 '],
      ['vin', '1hgcm82633a004352'],
    ]) {
      await expect(
        db.execute(sql`UPDATE inventory_items SET ${sql.identifier(column)} = ${value}
          WHERE id = ${other.id}`),
      ).rejects.toMatchObject({ cause: { code: '23505' } })
    }
  })

  it('answers a staff write that repeats a stock number or VIN with 409 naming it', async () => {
    const taken = await createItem({ stock_number: 'HAND-1', vin: '1HGCM82633A004353' })
    const created = await POST(
      jsonRequest('/api/inventory', 'POST', validBody({ stock_number: 'hand-1' }), staff),
      {},
    )
    expect(created.status).toBe(409)
    expect(await errorOf(created)).toBe('Another unit already has stock number "hand-1"')
    const other = await createItem({ stock_number: null, vin: null })
    const edited = await PUT(
      jsonRequest(`/api/inventory/${other.id}`, 'PUT', { ...other, vin: taken.vin }, staff),
      routeParams({ id: String(other.id) }),
    )
    expect(edited.status).toBe(409)
    expect(await errorOf(edited)).toBe('Another unit already has VIN "1HGCM82633A004353"')
  })
})
