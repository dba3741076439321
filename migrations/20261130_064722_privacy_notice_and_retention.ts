import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "privacy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar DEFAULT 'We collect only what we need to answer you, sell and service trailers, and keep our records. We never sell what you tell us, and this site loads nothing from advertisers.',
  	"rights" varchar DEFAULT 'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Call or e-mail us using the details below; we answer within 45 days, and if we refuse you can appeal by replying to our answer. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.',
  	"lead_months" numeric DEFAULT 36,
  	"photo_days" numeric DEFAULT 90,
  	"text_months" numeric DEFAULT 24,
  	"page_view_days" numeric DEFAULT 90,
  	"edited_by_id" integer,
  	"_status" "enum_privacy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_privacy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar DEFAULT 'We collect only what we need to answer you, sell and service trailers, and keep our records. We never sell what you tell us, and this site loads nothing from advertisers.',
  	"version_rights" varchar DEFAULT 'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Call or e-mail us using the details below; we answer within 45 days, and if we refuse you can appeal by replying to our answer. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.',
  	"version_lead_months" numeric DEFAULT 36,
  	"version_photo_days" numeric DEFAULT 90,
  	"version_text_months" numeric DEFAULT 24,
  	"version_page_view_days" numeric DEFAULT 90,
  	"version_edited_by_id" integer,
  	"version__status" "enum__privacy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "gpc" boolean;
  ALTER TABLE "quote_requests" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "photos_removed_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "gpc" boolean;
  ALTER TABLE "privacy" ADD CONSTRAINT "privacy_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_privacy_v" ADD CONSTRAINT "_privacy_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_edited_by_idx" ON "privacy" USING btree ("edited_by_id");
  CREATE INDEX "privacy__status_idx" ON "privacy" USING btree ("_status");
  CREATE INDEX "_privacy_v_version_version_edited_by_idx" ON "_privacy_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_privacy_v_version_version__status_idx" ON "_privacy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_v_created_at_idx" ON "_privacy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_v_updated_at_idx" ON "_privacy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_v_latest_idx" ON "_privacy_v" USING btree ("latest");
  CREATE INDEX "quote_requests_anonymised_at_idx" ON "quote_requests" USING btree ("anonymised_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy" CASCADE;
  DROP TABLE "_privacy_v" CASCADE;
  DROP INDEX "quote_requests_anonymised_at_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "gpc";
  ALTER TABLE "quote_requests" DROP COLUMN "anonymised_at";
  ALTER TABLE "quote_requests" DROP COLUMN "photos_removed_at";
  ALTER TABLE "reservations" DROP COLUMN "gpc";
  DROP TYPE "public"."enum_privacy_status";
  DROP TYPE "public"."enum__privacy_v_version_status";`)
}
