import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The home page's search listing (`meta` on the `home` global, ADR 0040): its columns. Listed in
 * index.ts before 20261127_091217_drafts_and_history, which reads the home page through the
 * current Payload config, as 20261127_095900_load_content writes it: on a new database both would
 * otherwise ask for columns that do not exist yet. 20261127_091300 adds the versions' columns;
 * 20261128_113033 carries the schema snapshot for the next migrate:create.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "home" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_keywords" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "home" ADD CONSTRAINT "home_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_meta_meta_image_idx" ON "home" USING btree ("meta_image_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "home" DROP CONSTRAINT "home_meta_image_id_media_id_fk";
  DROP INDEX "home_meta_meta_image_idx";
  ALTER TABLE "home" DROP COLUMN "meta_title";
  ALTER TABLE "home" DROP COLUMN "meta_description";
  ALTER TABLE "home" DROP COLUMN "meta_keywords";
  ALTER TABLE "home" DROP COLUMN "meta_image_id";`)
}
