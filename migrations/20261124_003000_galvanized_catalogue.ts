import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

import { correctGalvanizedCatalogue } from '@/seed/catalogue/galvanized-correction'

/*
 * A data migration for databases whose content was loaded before the galvanized page matched the
 * spec (spec 02, section 2): its own pontoon set, one tritoon table. A database loaded since has
 * them already and nothing changes; editors' other changes are kept.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A fresh database gets its content, already as specified, from a later migration (ADR 0037).
  const { rows } = await db.execute(sql`SELECT count(*)::int AS "pages" FROM "catalogue_pages"`)
  if (rows[0]?.pages === 0) return
  const changes = await correctGalvanizedCatalogue({ payload, req })
  payload.logger.info(`galvanized catalogue: ${changes.join('; ') || 'already as specified'}`)
}

// Nothing to undo: the rows are the editors' from now on, as after the content migration.
export async function down(_args: MigrateDownArgs): Promise<void> {}
