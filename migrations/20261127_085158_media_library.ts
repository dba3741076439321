import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

import { mediaFilename } from '@/lib/media/address'
import { mediaFromSitePath, mediaNameOf, shippedAlt } from '@/seed/media'
import { shippedPicturePaths } from '@/seed/shipped-pictures'

/*
 * Pictures and hero videos become media documents (ADR 0037). Every site path in a picture field
 * (`/images/heroes/aluminum.webp`, `/hero/clip-1.mp4`) becomes one media document holding that
 * file (to disk, or to S3 when set) with an alt text from where it is placed, and the field points
 * at it; a path that is already a media address keeps its document. media_from_paths remembers the
 * path each document came from, so `down` writes the same paths back. Runs on a fresh database
 * too: there is nothing to convert yet (the content loads afterwards, through the same helper).
 */

type Kind = keyof typeof shippedAlt

/* Each old text column, its upload column, and the column whose text names the picture. */
const placements: {
  table: string
  from: string
  to: string
  required: boolean
  kind: Kind
  named: string
}[] = [
  { table: 'catalogue_pages', from: 'card_image', to: 'card_image_id', required: true, kind: 'card', named: 'card_title' },
  { table: 'catalogue_pages', from: 'hero_image', to: 'hero_image_id', required: true, kind: 'hero', named: 'hero_heading' },
  { table: 'catalogue_pages', from: 'meta_image', to: 'meta_image_id', required: false, kind: 'share', named: 'meta_title' },
  { table: 'tips', from: 'meta_image', to: 'meta_image_id', required: false, kind: 'share', named: 'meta_title' },
  { table: '_tips_v', from: 'version_meta_image', to: 'version_meta_image_id', required: false, kind: 'share', named: 'version_meta_title' },
  { table: 'accessories', from: 'image', to: 'image_id', required: true, kind: 'accessory', named: 'title' },
  { table: 'home_hero_videos', from: 'poster', to: 'poster_id', required: true, kind: 'poster', named: '_order' },
  { table: 'home_hero_videos', from: 'mp4', to: 'mp4_id', required: true, kind: 'clip', named: '_order' },
  { table: 'home_hero_videos', from: 'webm', to: 'webm_id', required: false, kind: 'clip', named: '_order' },
]

const altOf = (kind: Kind, named: unknown): string =>
  kind === 'poster' || kind === 'clip'
    ? shippedAlt[kind](Number(named))
    : shippedAlt[kind](String(named ?? 'Venture Trailers'))

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Alt text becomes required: staff panel photos stored before it get a plain one.
  await db.execute(sql`
  UPDATE "media" SET "alt" = 'Trailer photo' WHERE "alt" IS NULL OR btrim("alt") = '';
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "media" ADD COLUMN "sizes_small_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_small_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_small_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_small_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_small_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_small_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_filename" varchar;
  ALTER TABLE "catalogue_pages" ADD COLUMN "card_image_id" integer;
  ALTER TABLE "catalogue_pages" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "catalogue_pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "tips" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_tips_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "accessories" ADD COLUMN "image_id" integer;
  ALTER TABLE "home_hero_videos" ADD COLUMN "poster_id" integer;
  ALTER TABLE "home_hero_videos" ADD COLUMN "mp4_id" integer;
  ALTER TABLE "home_hero_videos" ADD COLUMN "webm_id" integer;
  ALTER TABLE "catalogue_pages" ADD CONSTRAINT "catalogue_pages_card_image_id_media_id_fk" FOREIGN KEY ("card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_pages" ADD CONSTRAINT "catalogue_pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_pages" ADD CONSTRAINT "catalogue_pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tips" ADD CONSTRAINT "tips_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tips_v" ADD CONSTRAINT "_tips_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessories" ADD CONSTRAINT "accessories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_videos" ADD CONSTRAINT "home_hero_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_videos" ADD CONSTRAINT "home_hero_videos_mp4_id_media_id_fk" FOREIGN KEY ("mp4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_hero_videos" ADD CONSTRAINT "home_hero_videos_webm_id_media_id_fk" FOREIGN KEY ("webm_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "catalogue_pages_card_card_image_idx" ON "catalogue_pages" USING btree ("card_image_id");
  CREATE INDEX "catalogue_pages_hero_hero_image_idx" ON "catalogue_pages" USING btree ("hero_image_id");
  CREATE INDEX "catalogue_pages_meta_meta_image_idx" ON "catalogue_pages" USING btree ("meta_image_id");
  CREATE INDEX "tips_meta_meta_image_idx" ON "tips" USING btree ("meta_image_id");
  CREATE INDEX "_tips_v_version_meta_version_meta_image_idx" ON "_tips_v" USING btree ("version_meta_image_id");
  CREATE INDEX "accessories_image_idx" ON "accessories" USING btree ("image_id");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "home_hero_videos_poster_idx" ON "home_hero_videos" USING btree ("poster_id");
  CREATE INDEX "home_hero_videos_mp4_idx" ON "home_hero_videos" USING btree ("mp4_id");
  CREATE INDEX "home_hero_videos_webm_idx" ON "home_hero_videos" USING btree ("webm_id");
  CREATE TABLE "media_from_paths" (
    "media_id" integer PRIMARY KEY REFERENCES "media"("id") ON DELETE CASCADE,
    "path" varchar NOT NULL
  );
  CREATE TEMPORARY TABLE "media_paths" ("path" varchar PRIMARY KEY, "media_id" integer NOT NULL) ON COMMIT DROP;`)

  for (const { table, from, named, kind } of placements) {
    const { rows } = await db.execute(
      sql`SELECT DISTINCT ${sql.identifier(from)} AS "path", ${sql.identifier(named)} AS "named" FROM ${sql.identifier(table)} WHERE coalesce(${sql.identifier(from)}, '') <> ''`,
    )
    for (const row of rows) {
      const path = String(row.path)
      const known = await db.execute(sql`SELECT 1 FROM "media_paths" WHERE "path" = ${path}`)
      if (known.rows.length > 0) continue
      const mediaId = await mediaFromSitePath({ payload, req }, path, altOf(kind, row.named))
      await db.execute(
        sql`INSERT INTO "media_paths" ("path", "media_id") VALUES (${path}, ${mediaId})`,
      )
      if (!mediaFilename(path)) {
        await db.execute(
          sql`INSERT INTO "media_from_paths" ("media_id", "path") VALUES (${mediaId}, ${path}) ON CONFLICT DO NOTHING`,
        )
      }
    }
  }

  for (const { table, from, to, required } of placements) {
    const [t, f, i] = [sql.identifier(table), sql.identifier(from), sql.identifier(to)]
    await db.execute(sql`UPDATE ${t} SET ${i} = p."media_id" FROM "media_paths" p WHERE p."path" = ${t}.${f}`)
    if (required) await db.execute(sql`ALTER TABLE ${t} ALTER COLUMN ${i} SET NOT NULL`)
    await db.execute(sql`ALTER TABLE ${t} DROP COLUMN ${f}`)
  }
}

/*
 * The paths come back: each migrated or shipped picture's own path, a picture uploaded since as its media
 * address (which the previous release shows as it would any path). The media documents stay in
 * the library, so running `up` again finds them instead of storing the files twice.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The shipped pictures' documents, whether this migration or the content seed made them.
  await db.execute(sql`
  CREATE TEMPORARY TABLE "media_shipped" ("filename" varchar PRIMARY KEY, "path" varchar NOT NULL) ON COMMIT DROP;`)
  for (const path of shippedPicturePaths()) {
    await db.execute(
      sql`INSERT INTO "media_shipped" VALUES (${mediaNameOf(path)}, ${path}) ON CONFLICT DO NOTHING`,
    )
  }
  for (const { table, from, to, required } of placements) {
    const [t, f, i] = [sql.identifier(table), sql.identifier(from), sql.identifier(to)]
    await db.execute(sql`ALTER TABLE ${t} ADD COLUMN ${f} varchar`)
    await db.execute(sql`
      UPDATE ${t} SET ${f} = coalesce(p."path", s."path", '/cms/api/media/file/' || m."filename")
      FROM "media" m
      LEFT JOIN "media_from_paths" p ON p."media_id" = m."id"
      LEFT JOIN "media_shipped" s ON s."filename" = m."filename"
      WHERE m."id" = ${t}.${i}`)
    if (required) {
      await db.execute(sql`UPDATE ${t} SET ${f} = '' WHERE ${f} IS NULL`)
      await db.execute(sql`ALTER TABLE ${t} ALTER COLUMN ${f} SET NOT NULL`)
    }
    await db.execute(sql`ALTER TABLE ${t} DROP COLUMN ${i}`)
  }
  await db.execute(sql`
  DROP TABLE "media_from_paths";
  DROP INDEX "media_sizes_small_sizes_small_filename_idx";
  DROP INDEX "media_sizes_large_sizes_large_filename_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "media" DROP COLUMN "sizes_small_url";
  ALTER TABLE "media" DROP COLUMN "sizes_small_width";
  ALTER TABLE "media" DROP COLUMN "sizes_small_height";
  ALTER TABLE "media" DROP COLUMN "sizes_small_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_small_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_small_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_large_url";
  ALTER TABLE "media" DROP COLUMN "sizes_large_width";
  ALTER TABLE "media" DROP COLUMN "sizes_large_height";
  ALTER TABLE "media" DROP COLUMN "sizes_large_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_large_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_large_filename";`)
}
