import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/*
 * The users collection no longer has Payload's account lock (maxLoginAttempts: 0), so its schema
 * lost `login_attempts` and `lock_until`. The columns stay in the database, unused (the one has a
 * default, the other is nullable), so the previous release still runs against this schema after a
 * rollback; a later migration may drop them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
