import type { APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { deleteUnitsWhere } from '../support/delete-units'
import { expect, test } from './fixtures'
import { staffApi } from './inventory-fixtures'

/*
 * The import against the built server (ADR 0016, ADR 0020): a 1,000-unit export comes back in
 * unchanged, a unit edited after the preview is refused, and parallel applies of one new stock
 * number make one unit and answer 409 naming the row, never 500. Units are made and removed in SQL.
 */

const prefix = `E2E-IMP-${Date.now().toString(36)}`
let db: pg.Client
let api: APIRequestContext

test.beforeAll(async ({ playwright, baseURL }) => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  api = await staffApi(playwright, baseURL!)
})

test.afterAll(async () => {
  await deleteUnitsWhere(db, 'stock_number ILIKE $1', [`${prefix}-%`])
  await db.end()
  await api.dispose()
})

async function insertUnits(count: number) {
  await db.query(
    `INSERT INTO inventory_items (model_name, category_id, type, material, capacity_pounds,
       length_feet, beam_width_inches, price, stock_quantity, description, notes, stock_number)
     SELECT 'E2E bulk trailer ' || n, 6, 'Bunk', 'Aluminum', 2000 + n, 18.5, 96, 1500 + n, 1,
       'A unit made by the import round-trip test, "quoted", with a comma, and a line' || E'\\n' ||
       'break, number ' || n, 'Note ' || n, $1 || '-' || n
     FROM generate_series(1, $2::int) AS n`,
    [prefix, count],
  )
}

const send = (step: 'preview' | 'apply', text: string, version?: string) =>
  api.post(`/api/inventory/import/${step}?name=units.csv${version ? `&version=${version}` : ''}`, {
    headers: { 'Content-Type': 'text/csv' },
    data: Buffer.from(text),
  })

async function exportCsv(): Promise<string> {
  const response = await api.get('/api/inventory/export.csv')
  expect(response.status()).toBe(200)
  return response.text()
}

/* Holds an import's write of a unit priced `price` a second, so parallel applies overlap. */
async function withSlowWrite<T>(price: number, run: () => Promise<T>): Promise<T> {
  await db.query(`
    CREATE OR REPLACE FUNCTION e2e_slow_import() RETURNS trigger AS $$
    BEGIN
      IF NEW.price = ${price} THEN PERFORM pg_sleep(1); END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER e2e_slow_import BEFORE INSERT OR UPDATE ON inventory_items
      FOR EACH ROW EXECUTE FUNCTION e2e_slow_import();`)
  try {
    return await run()
  } finally {
    await db.query(
      'DROP TRIGGER e2e_slow_import ON inventory_items; DROP FUNCTION e2e_slow_import()',
    )
  }
}

test('an export of 1,000 units previews and applies back unchanged', async () => {
  test.setTimeout(120_000)
  await insertUnits(1000)
  const exported = await exportCsv()
  expect(Buffer.byteLength(exported)).toBeGreaterThan(64 * 1024)

  const previewed = await send('preview', exported)
  expect(previewed.status(), await previewed.text()).toBe(200)
  const plan = await previewed.json()
  expect(plan).toMatchObject({ create: [], update: [], refused: [] })
  expect(plan.unchanged).toBeGreaterThanOrEqual(1000)

  const applied = await send('apply', exported, plan.version)
  expect(applied.status(), await applied.text()).toBe(200)
  expect(await applied.json()).toMatchObject({ created: 0, updated: 0, refused: 0 })
  expect(await exportCsv()).toBe(exported)
})

test('a unit edited after the preview is refused with 409, and its edit is kept', async () => {
  const stock = `${prefix}-EDITED`
  await db.query(
    `INSERT INTO inventory_items (model_name, category_id, type, material, capacity_pounds,
       length_feet, beam_width_inches, price, stock_quantity, description, stock_number)
     VALUES ('E2E edited unit', 6, 'Bunk', 'Aluminum', 2000, 18, 96, 1000, 1, 'Edited', $1)`,
    [stock],
  )
  const file = `stock,price\n${stock},1100\n`
  const { version } = await (await send('preview', file)).json()
  const { rows } = await db.query(`SELECT id FROM inventory_items WHERE stock_number = $1`, [stock])
  const item = await (await api.get(`/api/inventory/${rows[0].id}`)).json()
  const edit = await api.put(`/api/inventory/${item.id}`, {
    headers: { 'If-Match': `"${item.updated_at}"` },
    data: { ...item, notes: 'Saved after the preview' },
  })
  expect(edit.status()).toBe(200)

  const applied = await send('apply', file, version)
  expect(applied.status()).toBe(409)
  expect((await applied.json()).error).toMatch(/changed since the preview/)
  expect(await (await api.get(`/api/inventory/${item.id}`)).json()).toMatchObject({
    price: 1000,
    notes: 'Saved after the preview',
  })
})

test('four parallel applies of one new stock number make one unit; the others answer 409', async () => {
  const stock = `${prefix}-RACE-1`
  const file =
    'Stock #,Model,Category,Type,Material,Capacity,Length,Beam,Price,Qty,Description\n' +
    `${stock},E2E raced unit,Bunk Trailers,Bunk,Aluminum,2000,18,96,4323,1,Raced in\n`
  const responses = await withSlowWrite(4323, () =>
    Promise.all([1, 2, 3, 4].map(() => send('apply', file))),
  )
  expect(responses.map((response) => response.status()).sort()).toEqual([200, 409, 409, 409])
  for (const response of responses.filter((response) => response.status() === 409)) {
    expect((await response.json()).error).toBe(
      `Row 2: another unit already has stock number "${stock}", so nothing was imported.`,
    )
  }
  const { rows } = await db.query(`SELECT id FROM inventory_items WHERE stock_number = $1`, [stock])
  expect(rows).toHaveLength(1)

  const unit = await (await api.get(`/api/inventory/${rows[0].id}`)).json()
  const again = await api.post('/api/inventory', {
    data: { ...unit, stock_number: stock.toLowerCase() },
  })
  expect(again.status()).toBe(409)
  expect((await again.json()).error).toBe(
    `Another unit already has stock number "${stock.toLowerCase()}"`,
  )
})
