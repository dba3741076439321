import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import pg from 'pg'

import { seedInventory } from '../../tools/bench/seed-inventory'
import { deleteUnitsWhere } from '../support/delete-units'
import { createUnit, galleryUnit, staffApi } from './inventory-fixtures'

/**
 * Units a spec adds in SQL (copies of the first seeded unit: a thousand through the API would
 * take minutes), from `firstId` on, with a staff API and a database client. SQL skips Payload's
 * hooks, so a unit saved and removed through the API purges the cached lists after the insert,
 * and again after `remove()` deletes them.
 */
export type SqlUnits = {
  api: APIRequestContext
  db: pg.Client
  firstId: number
  /** For a spec that changes its units in SQL too. */
  purge: () => Promise<void>
  remove: () => Promise<void>
}

export async function addSqlUnits(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  count: number,
  /** The purging unit's name. */
  purgeName: string,
): Promise<SqlUnits> {
  const api = await staffApi(playwright, baseURL)
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const purge = async () => {
    const unit = await createUnit(api, { ...galleryUnit, model_name: purgeName })
    await api.delete(`/api/inventory/${unit.id}`)
  }
  const { rows } = await db.query<{ max: number }>('select max(id) as max from inventory_items')
  const firstId = rows[0].max + 1
  await seedInventory(String(process.env.DATABASE_URL), count)
  await purge()
  return {
    api,
    db,
    firstId,
    purge,
    remove: async () => {
      await deleteUnitsWhere(db, 'id >= $1', [firstId])
      await purge()
      await db.end()
      await api.dispose()
    },
  }
}
