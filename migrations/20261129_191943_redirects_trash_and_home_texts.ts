import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trailer_models" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_trailer_models_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "catalogue_pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_catalogue_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "tips" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_tips_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "temporary" boolean DEFAULT false;
  ALTER TABLE "redirects" ADD COLUMN "uses" numeric DEFAULT 0;
  ALTER TABLE "accessories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_accessories_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "home" ADD COLUMN "hero_buttons_call_label" varchar DEFAULT 'Call Us';
  ALTER TABLE "home" ADD COLUMN "hero_buttons_inventory_label" varchar DEFAULT 'Current Inventory';
  ALTER TABLE "home" ADD COLUMN "hero_buttons_inventory_href" varchar DEFAULT '/inventory';
  ALTER TABLE "home" ADD COLUMN "hero_buttons_finder_label" varchar DEFAULT 'Help me pick a trailer';
  ALTER TABLE "home" ADD COLUMN "hero_buttons_finder_href" varchar DEFAULT '#trailer-finder';
  ALTER TABLE "home" ADD COLUMN "contact_heading" varchar DEFAULT 'Get Your Free Quote';
  ALTER TABLE "home" ADD COLUMN "contact_text" varchar DEFAULT 'Tell us about your boat and we will recommend the right trailer, with a price, usually within one business day.';
  ALTER TABLE "_home_v" ADD COLUMN "version_hero_buttons_call_label" varchar DEFAULT 'Call Us';
  ALTER TABLE "_home_v" ADD COLUMN "version_hero_buttons_inventory_label" varchar DEFAULT 'Current Inventory';
  ALTER TABLE "_home_v" ADD COLUMN "version_hero_buttons_inventory_href" varchar DEFAULT '/inventory';
  ALTER TABLE "_home_v" ADD COLUMN "version_hero_buttons_finder_label" varchar DEFAULT 'Help me pick a trailer';
  ALTER TABLE "_home_v" ADD COLUMN "version_hero_buttons_finder_href" varchar DEFAULT '#trailer-finder';
  ALTER TABLE "_home_v" ADD COLUMN "version_contact_heading" varchar DEFAULT 'Get Your Free Quote';
  ALTER TABLE "_home_v" ADD COLUMN "version_contact_text" varchar DEFAULT 'Tell us about your boat and we will recommend the right trailer, with a price, usually within one business day.';
  CREATE INDEX "trailer_models_deleted_at_idx" ON "trailer_models" USING btree ("deleted_at");
  CREATE INDEX "_trailer_models_v_version_version_deleted_at_idx" ON "_trailer_models_v" USING btree ("version_deleted_at");
  CREATE INDEX "catalogue_pages_deleted_at_idx" ON "catalogue_pages" USING btree ("deleted_at");
  CREATE INDEX "_catalogue_pages_v_version_version_deleted_at_idx" ON "_catalogue_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "tips_deleted_at_idx" ON "tips" USING btree ("deleted_at");
  CREATE INDEX "_tips_v_version_version_deleted_at_idx" ON "_tips_v" USING btree ("version_deleted_at");
  CREATE INDEX "accessories_deleted_at_idx" ON "accessories" USING btree ("deleted_at");
  CREATE INDEX "_accessories_v_version_version_deleted_at_idx" ON "_accessories_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "trailer_models_deleted_at_idx";
  DROP INDEX "_trailer_models_v_version_version_deleted_at_idx";
  DROP INDEX "catalogue_pages_deleted_at_idx";
  DROP INDEX "_catalogue_pages_v_version_version_deleted_at_idx";
  DROP INDEX "tips_deleted_at_idx";
  DROP INDEX "_tips_v_version_version_deleted_at_idx";
  DROP INDEX "accessories_deleted_at_idx";
  DROP INDEX "_accessories_v_version_version_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  ALTER TABLE "trailer_models" DROP COLUMN "deleted_at";
  ALTER TABLE "_trailer_models_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "catalogue_pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_catalogue_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "tips" DROP COLUMN "deleted_at";
  ALTER TABLE "_tips_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "redirects" DROP COLUMN "temporary";
  ALTER TABLE "redirects" DROP COLUMN "uses";
  ALTER TABLE "accessories" DROP COLUMN "deleted_at";
  ALTER TABLE "_accessories_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "home" DROP COLUMN "hero_buttons_call_label";
  ALTER TABLE "home" DROP COLUMN "hero_buttons_inventory_label";
  ALTER TABLE "home" DROP COLUMN "hero_buttons_inventory_href";
  ALTER TABLE "home" DROP COLUMN "hero_buttons_finder_label";
  ALTER TABLE "home" DROP COLUMN "hero_buttons_finder_href";
  ALTER TABLE "home" DROP COLUMN "contact_heading";
  ALTER TABLE "home" DROP COLUMN "contact_text";
  ALTER TABLE "_home_v" DROP COLUMN "version_hero_buttons_call_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_hero_buttons_inventory_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_hero_buttons_inventory_href";
  ALTER TABLE "_home_v" DROP COLUMN "version_hero_buttons_finder_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_hero_buttons_finder_href";
  ALTER TABLE "_home_v" DROP COLUMN "version_contact_heading";
  ALTER TABLE "_home_v" DROP COLUMN "version_contact_text";`)
}
