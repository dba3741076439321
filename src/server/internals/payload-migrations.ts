import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/internals/transaction-db'

/*
 * Written against payload 3.90.1: Payload records each migration it ran in its own
 * `payload_migrations` table, by name, and has no API that answers whether all have run without
 * reading the migration files' state one by one. tests/int/database-statements.int.test.ts fails
 * when an upgrade renames the table or the column.
 */

/** The names of the migrations this database has run. */
export async function appliedMigrationNames(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`select name from payload_migrations`)
  return rows.map((row) => row.name)
}
