import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No change of its own: issue 50's three schema migrations (lead photos, automatic-text budgets,
 * consent records) were written side by side, each against the schema before the others. This
 * one carries the snapshot (its .json) of the schema they make together, which the next
 * `migrate:create` and the generated-files check compare against.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
