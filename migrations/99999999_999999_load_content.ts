import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { seedContent } from '@/seed/content'

/*
 * A data migration: loads the product's content (categories, site settings, home page texts, the
 * trailer catalogue, accessories, tips, and their pictures as media documents) once per database,
 * in this migration's transaction. A database that already holds content gets nothing. Demo data
 * is never loaded here: see src/seed/demo.ts.
 *
 * Its name sorts after every dated migration, so it always runs last: Payload writes the content
 * with today's schema, which is complete only once every schema migration has run. (It ran as
 * 20261127_095900_load_content until a later migration added a column to a content table; a
 * database that ran it under that name runs it again under this one and, holding content, gets
 * nothing.)
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await seedContent({ payload, req })
}

// Nothing to undo: from the moment it is loaded the content is the editors'.
export async function down(_args: MigrateDownArgs): Promise<void> {}
