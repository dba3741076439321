import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_kind" AS ENUM('quote', 'service', 'parts', 'trade-in', 'finance', 'text');
  ALTER TABLE "quote_requests" ADD COLUMN "kind" "enum_quote_requests_kind" DEFAULT 'quote';
  CREATE INDEX "quote_requests_kind_idx" ON "quote_requests" USING btree ("kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "quote_requests_kind_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "kind";
  DROP TYPE "public"."enum_quote_requests_kind";`)
}
