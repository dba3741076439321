import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_activity_kind" AS ENUM('status', 'owner', 'note');
  ALTER TYPE "public"."enum_quote_requests_status" ADD VALUE 'quoted' BEFORE 'closed';
  ALTER TYPE "public"."enum_quote_requests_status" ADD VALUE 'won' BEFORE 'closed';
  ALTER TYPE "public"."enum_quote_requests_status" ADD VALUE 'lost' BEFORE 'closed';
  CREATE TABLE "quote_requests_activity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"kind" "enum_quote_requests_activity_kind" NOT NULL,
  	"text" varchar NOT NULL
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "quote_requests" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "unit_id" integer;
  ALTER TABLE "quote_requests" ADD COLUMN "source_page" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_referrer" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_utm_source" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_utm_medium" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "source_utm_campaign" varchar;
  ALTER TABLE "lead_settings" ADD COLUMN "response_target_hours" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "quote_requests_activity" ADD CONSTRAINT "quote_requests_activity_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_activity" ADD CONSTRAINT "quote_requests_activity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "quote_requests_activity_order_idx" ON "quote_requests_activity" USING btree ("_order");
  CREATE INDEX "quote_requests_activity_parent_id_idx" ON "quote_requests_activity" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_activity_by_idx" ON "quote_requests_activity" USING btree ("by_id");
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_owner_idx" ON "quote_requests" USING btree ("owner_id");
  CREATE INDEX "quote_requests_unit_idx" ON "quote_requests" USING btree ("unit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests_activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_requests_activity" CASCADE;
  ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_owner_id_users_id_fk";
  
  ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_unit_id_inventory_items_id_fk";
  
  ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_quote_requests_status";
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'closed');
  ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_quote_requests_status";
  ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_quote_requests_status" USING "status"::"public"."enum_quote_requests_status";
  DROP INDEX "quote_requests_owner_idx";
  DROP INDEX "quote_requests_unit_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "owner_id";
  ALTER TABLE "quote_requests" DROP COLUMN "first_response_at";
  ALTER TABLE "quote_requests" DROP COLUMN "unit_id";
  ALTER TABLE "quote_requests" DROP COLUMN "source_page";
  ALTER TABLE "quote_requests" DROP COLUMN "source_referrer";
  ALTER TABLE "quote_requests" DROP COLUMN "source_utm_source";
  ALTER TABLE "quote_requests" DROP COLUMN "source_utm_medium";
  ALTER TABLE "quote_requests" DROP COLUMN "source_utm_campaign";
  ALTER TABLE "lead_settings" DROP COLUMN "response_target_hours";
  DROP TYPE "public"."enum_quote_requests_activity_kind";`)
}
