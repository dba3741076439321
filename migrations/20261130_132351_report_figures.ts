import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_settings_reports_source_spend" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"monthly_dollars" numeric NOT NULL
  );
  
  ALTER TABLE "review_requests" ADD COLUMN "link_hash" varchar;
  ALTER TABLE "review_requests" ADD COLUMN "followed_at" timestamp(3) with time zone;
  ALTER TABLE "lead_settings_reports_source_spend" ADD CONSTRAINT "lead_settings_reports_source_spend_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_settings_reports_source_spend_order_idx" ON "lead_settings_reports_source_spend" USING btree ("_order");
  CREATE INDEX "lead_settings_reports_source_spend_parent_id_idx" ON "lead_settings_reports_source_spend" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "review_requests_link_hash_idx" ON "review_requests" USING btree ("link_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "lead_settings_reports_source_spend" CASCADE;
  DROP INDEX IF EXISTS "review_requests_link_hash_idx";
  ALTER TABLE "review_requests" DROP COLUMN IF EXISTS "link_hash";
  ALTER TABLE "review_requests" DROP COLUMN IF EXISTS "followed_at";`)
}
