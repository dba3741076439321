import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * The product's content used to be loaded here. A data migration runs with the current
 * collections, whose schema the migrations after this one build (media documents for pictures,
 * ADR 0037), so the content now loads once the schema is complete:
 * migrations/20261127_095900_load_content.ts. Databases that ran this already hold their content.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
