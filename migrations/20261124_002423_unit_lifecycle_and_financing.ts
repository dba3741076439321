import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inventory_items_status" AS ENUM('available', 'on_order', 'pending_sale', 'sold');
  ALTER TABLE "inventory_items" ADD COLUMN "status" "enum_inventory_items_status" DEFAULT 'available';
  ALTER TABLE "inventory_items" ADD COLUMN "expected_at" timestamp(3) with time zone;
  ALTER TABLE "inventory_items" ADD COLUMN "sold_at" timestamp(3) with time zone;
  ALTER TABLE "inventory_items" ADD COLUMN "stock_number" varchar;
  ALTER TABLE "inventory_items" ADD COLUMN "vin" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "financing_apr" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "financing_term_months" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "financing_down_payment_percent" numeric;
  CREATE INDEX "inventory_items_status_idx" ON "inventory_items" USING btree ("status");
  CREATE INDEX "inventory_items_stock_number_idx" ON "inventory_items" USING btree ("stock_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "inventory_items_status_idx";
  DROP INDEX "inventory_items_stock_number_idx";
  ALTER TABLE "inventory_items" DROP COLUMN "status";
  ALTER TABLE "inventory_items" DROP COLUMN "expected_at";
  ALTER TABLE "inventory_items" DROP COLUMN "sold_at";
  ALTER TABLE "inventory_items" DROP COLUMN "stock_number";
  ALTER TABLE "inventory_items" DROP COLUMN "vin";
  ALTER TABLE "site_settings" DROP COLUMN "financing_apr";
  ALTER TABLE "site_settings" DROP COLUMN "financing_term_months";
  ALTER TABLE "site_settings" DROP COLUMN "financing_down_payment_percent";
  DROP TYPE "public"."enum_inventory_items_status";`)
}
