import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isMigrated, migrateDatabase } from '@/server/database/migrate'
import { markMigrated, migrated } from '@/server/database/migrated.mjs'
import { getPayloadClient } from '@/server/payload'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Brings the schema up to this release at start, in the background: the server answers at once
 * (health 503 until this is done) and, while PostgreSQL is unreachable, keeps trying with a
 * growing pause (1 s to 15 s) instead of failing the start.
 */
export async function migrateOnStart(): Promise<void> {
  for (let attempt = 1; !migrated(); attempt++) {
    try {
      const payload = await getPayloadClient()
      await migrateDatabase(payload)
      markMigrated()
    } catch (error) {
      const pause = Math.min(attempt * 1_000, 15_000)
      console.error(`[start] migrations not applied (${String(error)}); retrying in ${pause} ms`)
      await wait(pause)
    }
  }
}

/** Ready to serve: PostgreSQL answers and holds every migration of this release. */
export async function databaseReady(payload: Payload): Promise<boolean> {
  if (migrated()) await payload.db.drizzle.execute(sql`select 1`)
  else if (await isMigrated(payload)) markMigrated()
  return migrated()
}
