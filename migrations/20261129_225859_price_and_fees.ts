import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pricing_processing_charge_shown" AS ENUM('beside', 'included');
  CREATE TYPE "public"."enum_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_version_processing_charge_shown" AS ENUM('beside', 'included');
  CREATE TYPE "public"."enum__pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"processing_charge" numeric DEFAULT 0,
  	"processing_charge_cap" numeric DEFAULT 800,
  	"processing_charge_shown" "enum_pricing_processing_charge_shown" DEFAULT 'beside',
  	"titling_tax_percent" numeric DEFAULT 6,
  	"title_fee" numeric DEFAULT 100,
  	"registration_fee" numeric DEFAULT 51,
  	"rates_set_on" timestamp(3) with time zone,
  	"edited_by_id" integer,
  	"_status" "enum_pricing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_processing_charge" numeric DEFAULT 0,
  	"version_processing_charge_cap" numeric DEFAULT 800,
  	"version_processing_charge_shown" "enum__pricing_v_version_processing_charge_shown" DEFAULT 'beside',
  	"version_titling_tax_percent" numeric DEFAULT 6,
  	"version_title_fee" numeric DEFAULT 100,
  	"version_registration_fee" numeric DEFAULT 51,
  	"version_rates_set_on" timestamp(3) with time zone,
  	"version_edited_by_id" integer,
  	"version__status" "enum__pricing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pricing_edited_by_idx" ON "pricing" USING btree ("edited_by_id");
  CREATE INDEX "pricing__status_idx" ON "pricing" USING btree ("_status");
  CREATE INDEX "_pricing_v_version_version_edited_by_idx" ON "_pricing_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_pricing_v_version_version__status_idx" ON "_pricing_v" USING btree ("version__status");
  CREATE INDEX "_pricing_v_created_at_idx" ON "_pricing_v" USING btree ("created_at");
  CREATE INDEX "_pricing_v_updated_at_idx" ON "_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_v_latest_idx" ON "_pricing_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pricing" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TYPE "public"."enum_pricing_processing_charge_shown";
  DROP TYPE "public"."enum_pricing_status";
  DROP TYPE "public"."enum__pricing_v_version_processing_charge_shown";
  DROP TYPE "public"."enum__pricing_v_version_status";`)
}
