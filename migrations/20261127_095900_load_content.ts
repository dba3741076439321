import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { seedContent } from '@/seed/content'

/*
 * A data migration: loads the product's content (categories, site settings, home page texts, the
 * trailer catalogue, accessories, tips, and their pictures as media documents) once per database,
 * in this migration's transaction, after the schema it is written with is complete. A database
 * that already holds content gets nothing. Demo data is never loaded here: see src/seed/demo.ts.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await seedContent({ payload, req })
}

// Nothing to undo: from the moment it is loaded the content is the editors'.
export async function down(_args: MigrateDownArgs): Promise<void> {}
