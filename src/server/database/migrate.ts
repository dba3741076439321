import type { Migration, Payload } from 'payload'

import { migrations } from '@migrations'
import { advisoryLocks } from '@/server/database/advisory-locks'
import { appliedMigrationNames } from '@/server/internals/payload-migrations'

/* The generated index types each migration's own args; Payload takes them as Migration. */
const committed = migrations as unknown as Migration[]

/**
 * Applies the committed migrations that this database has not run yet, one instance at a time.
 * The lock is held on one pooled connection for the whole run and released even on failure;
 * a session lock also ends with its connection, so a killed instance never leaves it held.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [advisoryLocks.migration])
    await payload.db.migrate({ migrations: committed })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [advisoryLocks.migration]).catch(() => {})
    client.release()
  }
}

/** True when every committed migration is recorded as applied in this database. */
export async function isMigrated(payload: Payload): Promise<boolean> {
  const applied = new Set(await appliedMigrationNames(payload.db.drizzle))
  return committed.every((migration) => applied.has(migration.name))
}
