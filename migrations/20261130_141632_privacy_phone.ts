import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "privacy_requests" ADD COLUMN "phone" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "code_hash" varchar;
  ALTER TABLE "privacy_requests" ADD COLUMN "code_tries" numeric DEFAULT 0;
  CREATE INDEX "privacy_requests_phone_idx" ON "privacy_requests" USING btree ("phone");`)
}

/* Requests asked by a number have no address: they cannot stay once an address is required. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "privacy_requests_phone_idx";
  DELETE FROM "privacy_requests" WHERE "email" IS NULL;
  ALTER TABLE "privacy_requests" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "privacy_requests" DROP COLUMN IF EXISTS "phone";
  ALTER TABLE "privacy_requests" DROP COLUMN IF EXISTS "code_hash";
  ALTER TABLE "privacy_requests" DROP COLUMN IF EXISTS "code_tries";`)
}
