import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { seedContent } from '@/seed/content'

/*
 * A data migration: loads the product's content (categories, site settings, home page texts, the
 * trailer catalogue, accessories, tips) once per database, in this migration's transaction. A
 * database that already holds content (seeded on every start before this migration existed) gets
 * nothing. Demo data (a staff account, inventory) is never loaded here: see src/seed/demo.ts.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await seedContent({ payload, req })
}

/*
 * Nothing to undo: from the moment it is loaded the content is the editors', so rolling back keeps
 * it as they left it (rolling back the initial migration after this one drops the tables anyway).
 */
export async function down(_args: MigrateDownArgs): Promise<void> {}
