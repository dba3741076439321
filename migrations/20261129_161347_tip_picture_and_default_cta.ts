import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tips" ADD COLUMN "image_id" integer;
  ALTER TABLE "_tips_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "tip_cta_heading" varchar DEFAULT 'Need a hand with your trailer?';
  ALTER TABLE "site_settings" ADD COLUMN "tip_cta_text" varchar DEFAULT 'Our Edgewater, MD team services, fits and sells boat trailers every day.';
  ALTER TABLE "site_settings" ADD COLUMN "tip_cta_label" varchar DEFAULT 'Get Expert Help';
  ALTER TABLE "site_settings" ADD COLUMN "tip_cta_href" varchar DEFAULT '/contact';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_tip_cta_heading" varchar DEFAULT 'Need a hand with your trailer?';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_tip_cta_text" varchar DEFAULT 'Our Edgewater, MD team services, fits and sells boat trailers every day.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_tip_cta_label" varchar DEFAULT 'Get Expert Help';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_tip_cta_href" varchar DEFAULT '/contact';
  ALTER TABLE "tips" ADD CONSTRAINT "tips_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tips_v" ADD CONSTRAINT "_tips_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tips_image_idx" ON "tips" USING btree ("image_id");
  CREATE INDEX "_tips_v_version_version_image_idx" ON "_tips_v" USING btree ("version_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tips" DROP CONSTRAINT "tips_image_id_media_id_fk";
  
  ALTER TABLE "_tips_v" DROP CONSTRAINT "_tips_v_version_image_id_media_id_fk";
  
  DROP INDEX "tips_image_idx";
  DROP INDEX "_tips_v_version_version_image_idx";
  ALTER TABLE "tips" DROP COLUMN "image_id";
  ALTER TABLE "_tips_v" DROP COLUMN "version_image_id";
  ALTER TABLE "site_settings" DROP COLUMN "tip_cta_heading";
  ALTER TABLE "site_settings" DROP COLUMN "tip_cta_text";
  ALTER TABLE "site_settings" DROP COLUMN "tip_cta_label";
  ALTER TABLE "site_settings" DROP COLUMN "tip_cta_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_tip_cta_heading";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_tip_cta_text";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_tip_cta_label";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_tip_cta_href";`)
}
