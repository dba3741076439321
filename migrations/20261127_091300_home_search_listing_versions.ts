import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The columns of the home page's search listing in its versions (`_home_v`, made by
 * 20261127_091217_drafts_and_history): listed in index.ts before 20261127_095900_load_content,
 * which saves the home page, a version with it, through the current Payload config
 * (20261127_091100_home_search_listing_columns says why).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_keywords" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_home_v_version_meta_version_meta_image_idx" ON "_home_v" USING btree ("version_meta_image_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "_home_v" DROP CONSTRAINT "_home_v_version_meta_image_id_media_id_fk";
  DROP INDEX "_home_v_version_meta_version_meta_image_idx";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_keywords";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_image_id";`)
}
