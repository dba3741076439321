import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written: the lead rotation's turn counter (ADR 0024), a PostgreSQL sequence outside
 * Payload's schema. Each assignment or move takes the next number, atomically across instances
 * and without a lock to wait on, and gives the lead to the person at that turn.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE SEQUENCE IF NOT EXISTS "lead_rotation_turn"`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SEQUENCE IF EXISTS "lead_rotation_turn"`)
}
