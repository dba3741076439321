import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/* The requests made before it get their title from what they were asked by. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" ADD COLUMN "contact" varchar;
  UPDATE "privacy_requests" SET "contact" = coalesce("email", "phone");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DROP COLUMN "contact";`)
}
