import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The galvanized page's own pontoon set and single tritoon table (spec 02, section 2). Named to run
 * before the content migration: that one loads the catalogue from src/seed, which uses these
 * values, so a new database needs them first (Payload runs every migration it has not run, in
 * this list's order, each in its own transaction: a database migrated before gets this one next).
 * Databases loaded before are corrected by 20261124_003000_galvanized_catalogue.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_trailer_models_tables" ADD VALUE 'galvanized-pontoon-single' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_trailer_models_tables" ADD VALUE 'galvanized-pontoon-tandem' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_trailer_models_tables" ADD VALUE 'galvanized-pontoon-triple' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_trailer_models_tables" ADD VALUE 'galvanized-tritoon' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_catalogue_pages_sections_tables_table" ADD VALUE 'galvanized-pontoon-single' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_catalogue_pages_sections_tables_table" ADD VALUE 'galvanized-pontoon-tandem' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_catalogue_pages_sections_tables_table" ADD VALUE 'galvanized-pontoon-triple' BEFORE 'commander-single';
  ALTER TYPE "public"."enum_catalogue_pages_sections_tables_table" ADD VALUE 'galvanized-tritoon' BEFORE 'commander-single';`)
}

/* Rolling back removes the tables this added from models and pages: the older types cannot hold them. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "trailer_models_tables" WHERE "value"::text IN ('galvanized-pontoon-single', 'galvanized-pontoon-tandem', 'galvanized-pontoon-triple', 'galvanized-tritoon');
  DELETE FROM "catalogue_pages_sections_tables" WHERE "table"::text IN ('galvanized-pontoon-single', 'galvanized-pontoon-tandem', 'galvanized-pontoon-triple', 'galvanized-tritoon');
  ALTER TABLE "trailer_models_tables" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_trailer_models_tables";
  CREATE TYPE "public"."enum_trailer_models_tables" AS ENUM('aluminum-bunk-single', 'aluminum-bunk-tandem', 'aluminum-bunk-triple', 'aluminum-roller-single', 'aluminum-roller-tandem', 'galvanized-bunk-single', 'galvanized-bunk-tandem', 'galvanized-bunk-triple', 'galvanized-roller-single', 'galvanized-roller-tandem', 'galvanized-roller-triple', 'aluminum-pwc', 'galvanized-pwc', 'pontoon-single', 'pontoon-tandem', 'pontoon-triple', 'tritoon-single', 'tritoon-tandem', 'tritoon-triple', 'commander-single', 'commander-tandem', 'commander-triple', 'aluminum-jon-boat', 'aluminum-skiff-single', 'aluminum-skiff-tandem', 'galvanized-jon-boat');
  ALTER TABLE "trailer_models_tables" ALTER COLUMN "value" SET DATA TYPE "public"."enum_trailer_models_tables" USING "value"::"public"."enum_trailer_models_tables";
  ALTER TABLE "catalogue_pages_sections_tables" ALTER COLUMN "table" SET DATA TYPE text;
  DROP TYPE "public"."enum_catalogue_pages_sections_tables_table";
  CREATE TYPE "public"."enum_catalogue_pages_sections_tables_table" AS ENUM('aluminum-bunk-single', 'aluminum-bunk-tandem', 'aluminum-bunk-triple', 'aluminum-roller-single', 'aluminum-roller-tandem', 'galvanized-bunk-single', 'galvanized-bunk-tandem', 'galvanized-bunk-triple', 'galvanized-roller-single', 'galvanized-roller-tandem', 'galvanized-roller-triple', 'aluminum-pwc', 'galvanized-pwc', 'pontoon-single', 'pontoon-tandem', 'pontoon-triple', 'tritoon-single', 'tritoon-tandem', 'tritoon-triple', 'commander-single', 'commander-tandem', 'commander-triple', 'aluminum-jon-boat', 'aluminum-skiff-single', 'aluminum-skiff-tandem', 'galvanized-jon-boat');
  ALTER TABLE "catalogue_pages_sections_tables" ALTER COLUMN "table" SET DATA TYPE "public"."enum_catalogue_pages_sections_tables_table" USING "table"::"public"."enum_catalogue_pages_sections_tables_table";`)
}
