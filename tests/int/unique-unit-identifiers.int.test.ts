import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@migrations'

import { payload } from './helpers/requests'
import { createItem, ensureTestCategories } from './helpers/inventory-fixtures'

/* The migration on a database that already holds duplicates (ADR 0020). */

const migration = migrations.find(({ name }) => name.endsWith('_unique_unit_identifiers'))!

beforeAll(ensureTestCategories)

async function runMigration() {
  const client = await payload()
  const db = (client.db as unknown as PostgresAdapter).drizzle
  await migration.up({ db, payload: client, req: await createLocalReq({}, client) })
}

describe('migration unique_unit_identifiers', () => {
  it('stops on duplicates, naming them and their units, and adds the indexes once fixed', async () => {
    const db = ((await payload()).db as unknown as PostgresAdapter).drizzle
    await db.execute(sql`DROP INDEX "inventory_items_stock_number_unique";
      DROP INDEX "inventory_items_vin_unique";`)
    const first = await createItem({ stock_number: 'MIG-DUP' })
    const second = await createItem({ stock_number: 'mig-dup' })
    const blanks = [await createItem({}), await createItem({})]
    await db.execute(sql`UPDATE inventory_items SET stock_number = '  ', vin = ''
      WHERE id IN (${blanks[0]!.id}, ${blanks[1]!.id})`)
    try {
      await expect(runMigration()).rejects.toThrow(
        new RegExp(`stock number "(MIG-DUP|mig-dup)": units ${first.id}, ${second.id}`, 'i'),
      )
    } finally {
      await db.execute(sql`UPDATE inventory_items SET stock_number = 'MIG-OTHER'
        WHERE id = ${second.id}`)
      await runMigration()
    }
    const { rows } = await db.execute(sql`SELECT stock_number, vin FROM inventory_items
      WHERE id IN (${blanks[0]!.id}, ${blanks[1]!.id})`)
    expect(rows).toEqual([
      { stock_number: null, vin: null },
      { stock_number: null, vin: null },
    ])
    await expect(
      db.execute(sql`UPDATE inventory_items SET stock_number = 'Mig-Dup' WHERE id = ${second.id}`),
    ).rejects.toMatchObject({ cause: { code: '23505' } })
  })
})
