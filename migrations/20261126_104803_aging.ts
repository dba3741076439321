import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"unit_id" integer NOT NULL,
  	"price" numeric NOT NULL,
  	"previous_price" numeric,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "aging_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"unit_id" integer NOT NULL,
  	"note" varchar NOT NULL,
  	"reviewed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "unit_page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"unit_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inventory_items" ADD COLUMN "received_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "aging_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "unit_page_views_id" integer;
  ALTER TABLE "lead_settings" ADD COLUMN "aging_limit_days" numeric DEFAULT 90 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "aging_photo_minimum" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aging_reviews" ADD CONSTRAINT "aging_reviews_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aging_reviews" ADD CONSTRAINT "aging_reviews_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "unit_page_views" ADD CONSTRAINT "unit_page_views_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_changes_unit_idx" ON "price_changes" USING btree ("unit_id");
  CREATE INDEX "price_changes_changed_at_idx" ON "price_changes" USING btree ("changed_at");
  CREATE INDEX "price_changes_changed_by_idx" ON "price_changes" USING btree ("changed_by_id");
  CREATE INDEX "price_changes_updated_at_idx" ON "price_changes" USING btree ("updated_at");
  CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at");
  CREATE INDEX "aging_reviews_unit_idx" ON "aging_reviews" USING btree ("unit_id");
  CREATE INDEX "aging_reviews_reviewed_by_idx" ON "aging_reviews" USING btree ("reviewed_by_id");
  CREATE INDEX "aging_reviews_updated_at_idx" ON "aging_reviews" USING btree ("updated_at");
  CREATE INDEX "aging_reviews_created_at_idx" ON "aging_reviews" USING btree ("created_at");
  CREATE INDEX "unit_page_views_unit_idx" ON "unit_page_views" USING btree ("unit_id");
  CREATE INDEX "unit_page_views_day_idx" ON "unit_page_views" USING btree ("day");
  CREATE INDEX "unit_page_views_updated_at_idx" ON "unit_page_views" USING btree ("updated_at");
  CREATE INDEX "unit_page_views_created_at_idx" ON "unit_page_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "unit_day_idx" ON "unit_page_views" USING btree ("unit_id","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_changes_fk" FOREIGN KEY ("price_changes_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_aging_reviews_fk" FOREIGN KEY ("aging_reviews_id") REFERENCES "public"."aging_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unit_page_views_fk" FOREIGN KEY ("unit_page_views_id") REFERENCES "public"."unit_page_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("price_changes_id");
  CREATE INDEX "payload_locked_documents_rels_aging_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("aging_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_unit_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("unit_page_views_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "aging_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "unit_page_views" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_changes" CASCADE;
  DROP TABLE "aging_reviews" CASCADE;
  DROP TABLE "unit_page_views" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_aging_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_unit_page_views_fk";
  
  DROP INDEX "payload_locked_documents_rels_price_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_aging_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_unit_page_views_id_idx";
  ALTER TABLE "inventory_items" DROP COLUMN "received_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "aging_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "unit_page_views_id";
  ALTER TABLE "lead_settings" DROP COLUMN "aging_limit_days";
  ALTER TABLE "lead_settings" DROP COLUMN "aging_photo_minimum";`)
}
