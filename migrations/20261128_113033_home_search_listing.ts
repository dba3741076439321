import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * Nothing to run: the home page's search listing columns come from
 * 20261127_091100_home_search_listing_columns and 20261127_091300_home_search_listing_versions,
 * which index.ts runs before the migrations that read and write the home page. This one carries
 * the schema snapshot (its .json) that the next migrate:create compares with.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
