import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inventory_items_status" AS ENUM('available', 'on_order', 'pending_sale', 'sold');
  CREATE TABLE "financing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"apr" numeric,
  	"term_months" numeric,
  	"down_payment_percent" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inventory_items" ADD COLUMN "status" "enum_inventory_items_status" DEFAULT 'available';
  ALTER TABLE "inventory_items" ADD COLUMN "expected_at" timestamp(3) with time zone;
  ALTER TABLE "inventory_items" ADD COLUMN "sold_at" timestamp(3) with time zone;
  ALTER TABLE "inventory_items" ADD COLUMN "stock_number" varchar;
  ALTER TABLE "inventory_items" ADD COLUMN "vin" varchar;
  CREATE INDEX "inventory_items_status_idx" ON "inventory_items" USING btree ("status");
  CREATE INDEX "inventory_items_stock_number_idx" ON "inventory_items" USING btree ("stock_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "financing" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "financing" CASCADE;
  DROP INDEX "inventory_items_status_idx";
  DROP INDEX "inventory_items_stock_number_idx";
  ALTER TABLE "inventory_items" DROP COLUMN "status";
  ALTER TABLE "inventory_items" DROP COLUMN "expected_at";
  ALTER TABLE "inventory_items" DROP COLUMN "sold_at";
  ALTER TABLE "inventory_items" DROP COLUMN "stock_number";
  ALTER TABLE "inventory_items" DROP COLUMN "vin";
  DROP TYPE "public"."enum_inventory_items_status";`)
}
