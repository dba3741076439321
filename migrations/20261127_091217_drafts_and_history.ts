import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { saveVersion } from 'payload'

/*
 * Drafts and history (ADR 0038): versions tables for the catalogue, categories, accessories and
 * the three content globals, and who saved each version. What a database holds is what visitors
 * see, so every existing document is marked published and gets its first version: the start of
 * its history, and what Payload's draft-aware list and edit views read.
 */
const collections = ['categories', 'trailer-models', 'catalogue-pages', 'accessories'] as const
const globals = ['site-settings', 'home', 'financing'] as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_trailer_models_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__trailer_models_v_version_tables" AS ENUM('aluminum-bunk-single', 'aluminum-bunk-tandem', 'aluminum-bunk-triple', 'aluminum-roller-single', 'aluminum-roller-tandem', 'galvanized-bunk-single', 'galvanized-bunk-tandem', 'galvanized-bunk-triple', 'galvanized-roller-single', 'galvanized-roller-tandem', 'galvanized-roller-triple', 'aluminum-pwc', 'galvanized-pwc', 'pontoon-single', 'pontoon-tandem', 'pontoon-triple', 'tritoon-single', 'tritoon-tandem', 'tritoon-triple', 'galvanized-pontoon-single', 'galvanized-pontoon-tandem', 'galvanized-pontoon-triple', 'galvanized-tritoon', 'commander-single', 'commander-tandem', 'commander-triple', 'aluminum-jon-boat', 'aluminum-skiff-single', 'aluminum-skiff-tandem', 'galvanized-jon-boat');
  CREATE TYPE "public"."enum__trailer_models_v_version_tongue_jack" AS ENUM('Optional', 'Single Wheel', 'Flat Foot', '2000lb Foot');
  CREATE TYPE "public"."enum__trailer_models_v_version_brakes" AS ENUM('None', 'No', 'Optional', 'Disc', 'Disc-1', 'Disc-2', 'Disc-3', 'No Brakes');
  CREATE TYPE "public"."enum__trailer_models_v_version_source_sheet" AS ENUM('Aluminum Bunk', 'Aluminum Roller', 'Galvanized Bunk', 'Galvanized Roller', 'PWC', 'Aluminum PWC', 'Pontoon', 'Commander', 'Skiff');
  CREATE TYPE "public"."enum__trailer_models_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_catalogue_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__catalogue_pages_v_version_sections_tables_table" AS ENUM('aluminum-bunk-single', 'aluminum-bunk-tandem', 'aluminum-bunk-triple', 'aluminum-roller-single', 'aluminum-roller-tandem', 'galvanized-bunk-single', 'galvanized-bunk-tandem', 'galvanized-bunk-triple', 'galvanized-roller-single', 'galvanized-roller-tandem', 'galvanized-roller-triple', 'aluminum-pwc', 'galvanized-pwc', 'pontoon-single', 'pontoon-tandem', 'pontoon-triple', 'tritoon-single', 'tritoon-tandem', 'tritoon-triple', 'galvanized-pontoon-single', 'galvanized-pontoon-tandem', 'galvanized-pontoon-triple', 'galvanized-tritoon', 'commander-single', 'commander-tandem', 'commander-triple', 'aluminum-jon-boat', 'aluminum-skiff-single', 'aluminum-skiff-tandem', 'galvanized-jon-boat');
  CREATE TYPE "public"."enum__catalogue_pages_v_version_slug" AS ENUM('aluminum', 'galvanized', 'bunk', 'roller', 'pwc', 'commander', 'pontoon', 'skiff', 'tritoon', 'accessories');
  CREATE TYPE "public"."enum__catalogue_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_accessories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessories_v_version_category" AS ENUM('Performance', 'Convenience', 'Safety');
  CREATE TYPE "public"."enum__accessories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_financing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__financing_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" numeric,
  	"version_name" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_trailer_models_v_version_tables" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__trailer_models_v_version_tables",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_trailer_models_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_model" varchar,
  	"version_capacity" numeric,
  	"version_boat_length" varchar,
  	"version_overall_length" varchar,
  	"version_bow_eye_min" varchar,
  	"version_bow_eye_max" varchar,
  	"version_gvwr" numeric,
  	"version_tongue_jack" "enum__trailer_models_v_version_tongue_jack",
  	"version_axles" numeric,
  	"version_brakes" "enum__trailer_models_v_version_brakes",
  	"version_tire_size" varchar,
  	"version_overall_width" varchar,
  	"version_between_fenders" varchar,
  	"version_source_sheet" "enum__trailer_models_v_version_source_sheet",
  	"version_rollers" numeric,
  	"version_min_bunk_width" varchar,
  	"version_max_bunk_width" varchar,
  	"version_seating" varchar,
  	"version_coupler_size" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__trailer_models_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_catalogue_pages_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v_version_standard_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v_version_special_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v_version_sections_tables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"table" "enum__catalogue_pages_v_version_sections_tables_table",
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"intro" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v_version_extra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v_version_closing_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" "enum__catalogue_pages_v_version_slug",
  	"version_card_title" varchar,
  	"version_card_description" varchar,
  	"version_card_image_id" integer,
  	"version_card_order" numeric,
  	"version_card_on_home" boolean DEFAULT false,
  	"version_card_home_title" varchar,
  	"version_card_home_order" numeric,
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_image_id" integer,
  	"version_extra_heading" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"version_meta_image_id" integer,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__catalogue_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_accessories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_category" "enum__accessories_v_version_category",
  	"version_order" numeric DEFAULT 100,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__accessories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_version_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"days" varchar,
  	"opens" varchar,
  	"closes" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_business_name" varchar,
  	"version_blurb" varchar,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_address_street" varchar,
  	"version_address_city" varchar,
  	"version_address_state" varchar,
  	"version_address_zip" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_version_hero_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"poster_id" integer,
  	"mp4_id" integer,
  	"webm_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_headline" varchar,
  	"version_hero_subheadline" varchar,
  	"version_collection_heading" varchar,
  	"version_collection_text" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_financing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_apr" numeric,
  	"version_term_months" numeric,
  	"version_down_payment_percent" numeric,
  	"version_edited_by_id" integer,
  	"version__status" "enum__financing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "categories" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "model" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "capacity" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "boat_length" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "overall_length" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "gvwr" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "tongue_jack" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "axles" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "brakes" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "tire_size" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "overall_width" DROP NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "source_sheet" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_benefits" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_standard_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_special_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_special_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_sections_tables" ALTER COLUMN "table" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_sections_tables" ALTER COLUMN "caption" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_sections" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_extra_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_closing_cta" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "catalogue_pages_closing_cta" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_title" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_description" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_image_id" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_order" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "hero_text" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "hero_image_id" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "meta_title" DROP NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "meta_description" DROP NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "site_settings_hours" ALTER COLUMN "days" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "business_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "blurb" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_street" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_city" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_state" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_zip" DROP NOT NULL;
  ALTER TABLE "home_hero_videos" ALTER COLUMN "poster_id" DROP NOT NULL;
  ALTER TABLE "home_hero_videos" ALTER COLUMN "mp4_id" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_headline" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "collection_heading" DROP NOT NULL;
  ALTER TABLE "categories" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "categories" ADD COLUMN "_status" "enum_categories_status" DEFAULT 'draft';
  ALTER TABLE "trailer_models" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "trailer_models" ADD COLUMN "_status" "enum_trailer_models_status" DEFAULT 'draft';
  ALTER TABLE "catalogue_pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "catalogue_pages" ADD COLUMN "_status" "enum_catalogue_pages_status" DEFAULT 'draft';
  ALTER TABLE "tips" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_tips_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "accessories" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "accessories" ADD COLUMN "_status" "enum_accessories_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "home" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "financing" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "financing" ADD COLUMN "_status" "enum_financing_status" DEFAULT 'draft';
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trailer_models_v_version_tables" ADD CONSTRAINT "_trailer_models_v_version_tables_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_trailer_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trailer_models_v" ADD CONSTRAINT "_trailer_models_v_parent_id_trailer_models_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trailer_models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trailer_models_v" ADD CONSTRAINT "_trailer_models_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_benefits" ADD CONSTRAINT "_catalogue_pages_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_standard_features" ADD CONSTRAINT "_catalogue_pages_v_version_standard_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_special_features" ADD CONSTRAINT "_catalogue_pages_v_version_special_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_sections_tables" ADD CONSTRAINT "_catalogue_pages_v_version_sections_tables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_sections" ADD CONSTRAINT "_catalogue_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_extra_items" ADD CONSTRAINT "_catalogue_pages_v_version_extra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v_version_closing_cta" ADD CONSTRAINT "_catalogue_pages_v_version_closing_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v" ADD CONSTRAINT "_catalogue_pages_v_parent_id_catalogue_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v" ADD CONSTRAINT "_catalogue_pages_v_version_card_image_id_media_id_fk" FOREIGN KEY ("version_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v" ADD CONSTRAINT "_catalogue_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v" ADD CONSTRAINT "_catalogue_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_pages_v" ADD CONSTRAINT "_catalogue_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v" ADD CONSTRAINT "_accessories_v_parent_id_accessories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accessories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v" ADD CONSTRAINT "_accessories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessories_v" ADD CONSTRAINT "_accessories_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_hours" ADD CONSTRAINT "_site_settings_v_version_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_videos" ADD CONSTRAINT "_home_v_version_hero_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_videos" ADD CONSTRAINT "_home_v_version_hero_videos_mp4_id_media_id_fk" FOREIGN KEY ("mp4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_videos" ADD CONSTRAINT "_home_v_version_hero_videos_webm_id_media_id_fk" FOREIGN KEY ("webm_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_hero_videos" ADD CONSTRAINT "_home_v_version_hero_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_financing_v" ADD CONSTRAINT "_financing_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_categories_v_parent_idx" ON "_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_name_idx" ON "_categories_v" USING btree ("version_name");
  CREATE INDEX "_categories_v_version_version_edited_by_idx" ON "_categories_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_latest_idx" ON "_categories_v" USING btree ("latest");
  CREATE INDEX "_trailer_models_v_version_tables_order_idx" ON "_trailer_models_v_version_tables" USING btree ("order");
  CREATE INDEX "_trailer_models_v_version_tables_parent_idx" ON "_trailer_models_v_version_tables" USING btree ("parent_id");
  CREATE INDEX "_trailer_models_v_parent_idx" ON "_trailer_models_v" USING btree ("parent_id");
  CREATE INDEX "_trailer_models_v_version_version_model_idx" ON "_trailer_models_v" USING btree ("version_model");
  CREATE INDEX "_trailer_models_v_version_version_edited_by_idx" ON "_trailer_models_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_trailer_models_v_version_version_updated_at_idx" ON "_trailer_models_v" USING btree ("version_updated_at");
  CREATE INDEX "_trailer_models_v_version_version_created_at_idx" ON "_trailer_models_v" USING btree ("version_created_at");
  CREATE INDEX "_trailer_models_v_version_version__status_idx" ON "_trailer_models_v" USING btree ("version__status");
  CREATE INDEX "_trailer_models_v_created_at_idx" ON "_trailer_models_v" USING btree ("created_at");
  CREATE INDEX "_trailer_models_v_updated_at_idx" ON "_trailer_models_v" USING btree ("updated_at");
  CREATE INDEX "_trailer_models_v_latest_idx" ON "_trailer_models_v" USING btree ("latest");
  CREATE INDEX "_catalogue_pages_v_version_benefits_order_idx" ON "_catalogue_pages_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_benefits_parent_id_idx" ON "_catalogue_pages_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_version_standard_features_order_idx" ON "_catalogue_pages_v_version_standard_features" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_standard_features_parent_id_idx" ON "_catalogue_pages_v_version_standard_features" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_version_special_features_order_idx" ON "_catalogue_pages_v_version_special_features" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_special_features_parent_id_idx" ON "_catalogue_pages_v_version_special_features" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_version_sections_tables_order_idx" ON "_catalogue_pages_v_version_sections_tables" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_sections_tables_parent_id_idx" ON "_catalogue_pages_v_version_sections_tables" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_version_sections_order_idx" ON "_catalogue_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_sections_parent_id_idx" ON "_catalogue_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_version_extra_items_order_idx" ON "_catalogue_pages_v_version_extra_items" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_extra_items_parent_id_idx" ON "_catalogue_pages_v_version_extra_items" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_version_closing_cta_order_idx" ON "_catalogue_pages_v_version_closing_cta" USING btree ("_order");
  CREATE INDEX "_catalogue_pages_v_version_closing_cta_parent_id_idx" ON "_catalogue_pages_v_version_closing_cta" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_pages_v_parent_idx" ON "_catalogue_pages_v" USING btree ("parent_id");
  CREATE INDEX "_catalogue_pages_v_version_version_slug_idx" ON "_catalogue_pages_v" USING btree ("version_slug");
  CREATE INDEX "_catalogue_pages_v_version_card_version_card_image_idx" ON "_catalogue_pages_v" USING btree ("version_card_image_id");
  CREATE INDEX "_catalogue_pages_v_version_hero_version_hero_image_idx" ON "_catalogue_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_catalogue_pages_v_version_meta_version_meta_image_idx" ON "_catalogue_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_catalogue_pages_v_version_version_edited_by_idx" ON "_catalogue_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_catalogue_pages_v_version_version_updated_at_idx" ON "_catalogue_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_catalogue_pages_v_version_version_created_at_idx" ON "_catalogue_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_catalogue_pages_v_version_version__status_idx" ON "_catalogue_pages_v" USING btree ("version__status");
  CREATE INDEX "_catalogue_pages_v_created_at_idx" ON "_catalogue_pages_v" USING btree ("created_at");
  CREATE INDEX "_catalogue_pages_v_updated_at_idx" ON "_catalogue_pages_v" USING btree ("updated_at");
  CREATE INDEX "_catalogue_pages_v_latest_idx" ON "_catalogue_pages_v" USING btree ("latest");
  CREATE INDEX "_accessories_v_parent_idx" ON "_accessories_v" USING btree ("parent_id");
  CREATE INDEX "_accessories_v_version_version_image_idx" ON "_accessories_v" USING btree ("version_image_id");
  CREATE INDEX "_accessories_v_version_version_edited_by_idx" ON "_accessories_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_accessories_v_version_version_updated_at_idx" ON "_accessories_v" USING btree ("version_updated_at");
  CREATE INDEX "_accessories_v_version_version_created_at_idx" ON "_accessories_v" USING btree ("version_created_at");
  CREATE INDEX "_accessories_v_version_version__status_idx" ON "_accessories_v" USING btree ("version__status");
  CREATE INDEX "_accessories_v_created_at_idx" ON "_accessories_v" USING btree ("created_at");
  CREATE INDEX "_accessories_v_updated_at_idx" ON "_accessories_v" USING btree ("updated_at");
  CREATE INDEX "_accessories_v_latest_idx" ON "_accessories_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_version_hours_order_idx" ON "_site_settings_v_version_hours" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_hours_parent_id_idx" ON "_site_settings_v_version_hours" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_edited_by_idx" ON "_site_settings_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_home_v_version_hero_videos_order_idx" ON "_home_v_version_hero_videos" USING btree ("_order");
  CREATE INDEX "_home_v_version_hero_videos_parent_id_idx" ON "_home_v_version_hero_videos" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_hero_videos_poster_idx" ON "_home_v_version_hero_videos" USING btree ("poster_id");
  CREATE INDEX "_home_v_version_hero_videos_mp4_idx" ON "_home_v_version_hero_videos" USING btree ("mp4_id");
  CREATE INDEX "_home_v_version_hero_videos_webm_idx" ON "_home_v_version_hero_videos" USING btree ("webm_id");
  CREATE INDEX "_home_v_version_version_edited_by_idx" ON "_home_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_financing_v_version_version_edited_by_idx" ON "_financing_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_financing_v_version_version__status_idx" ON "_financing_v" USING btree ("version__status");
  CREATE INDEX "_financing_v_created_at_idx" ON "_financing_v" USING btree ("created_at");
  CREATE INDEX "_financing_v_updated_at_idx" ON "_financing_v" USING btree ("updated_at");
  CREATE INDEX "_financing_v_latest_idx" ON "_financing_v" USING btree ("latest");
  ALTER TABLE "categories" ADD CONSTRAINT "categories_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trailer_models" ADD CONSTRAINT "trailer_models_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_pages" ADD CONSTRAINT "catalogue_pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tips" ADD CONSTRAINT "tips_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tips_v" ADD CONSTRAINT "_tips_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessories" ADD CONSTRAINT "accessories_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "financing" ADD CONSTRAINT "financing_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "categories_edited_by_idx" ON "categories" USING btree ("edited_by_id");
  CREATE INDEX "categories__status_idx" ON "categories" USING btree ("_status");
  CREATE INDEX "trailer_models_edited_by_idx" ON "trailer_models" USING btree ("edited_by_id");
  CREATE INDEX "trailer_models__status_idx" ON "trailer_models" USING btree ("_status");
  CREATE INDEX "catalogue_pages_edited_by_idx" ON "catalogue_pages" USING btree ("edited_by_id");
  CREATE INDEX "catalogue_pages__status_idx" ON "catalogue_pages" USING btree ("_status");
  CREATE INDEX "tips_edited_by_idx" ON "tips" USING btree ("edited_by_id");
  CREATE INDEX "_tips_v_version_version_edited_by_idx" ON "_tips_v" USING btree ("version_edited_by_id");
  CREATE INDEX "accessories_edited_by_idx" ON "accessories" USING btree ("edited_by_id");
  CREATE INDEX "accessories__status_idx" ON "accessories" USING btree ("_status");
  CREATE INDEX "site_settings_edited_by_idx" ON "site_settings" USING btree ("edited_by_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "home_edited_by_idx" ON "home" USING btree ("edited_by_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "financing_edited_by_idx" ON "financing" USING btree ("edited_by_id");
  CREATE INDEX "financing__status_idx" ON "financing" USING btree ("_status");
  UPDATE "categories" SET "_status" = 'published';
  UPDATE "trailer_models" SET "_status" = 'published';
  UPDATE "catalogue_pages" SET "_status" = 'published';
  UPDATE "accessories" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "home" SET "_status" = 'published';
  UPDATE "financing" SET "_status" = 'published';`)

  // The first versions are written through Payload, which reads and writes every column of
  // today's schema, columns later migrations add included. A new database has no content yet and
  // so nothing to keep: it skips this step, which would otherwise fail on those columns.
  const { rows } = await db.execute(sql`
    SELECT (SELECT count(*) FROM "categories") + (SELECT count(*) FROM "trailer_models")
      + (SELECT count(*) FROM "catalogue_pages") + (SELECT count(*) FROM "accessories")
      + (SELECT count(*) FROM "site_settings") + (SELECT count(*) FROM "home")
      + (SELECT count(*) FROM "financing") AS "documents"`)
  if (Number(rows[0]?.documents) === 0) return

  for (const slug of collections) {
    const { docs } = await payload.find({ collection: slug, depth: 0, pagination: false, req })
    const collection = payload.collections[slug].config
    for (const doc of docs) {
      await saveVersion({ collection, docWithLocales: doc, id: doc.id, payload, req })
    }
  }
  for (const slug of globals) {
    const doc = await payload.db.findGlobal({ slug, req })
    // A global never saved has no row yet: nothing to keep a history of.
    if (!doc?.id) continue
    const global = payload.globals.config.find((config) => config.slug === slug)
    await saveVersion({ global, docWithLocales: doc, payload, req })
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trailer_models_v_version_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trailer_models_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_standard_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_special_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_sections_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_extra_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v_version_closing_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_hero_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_financing_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_categories_v" CASCADE;
  DROP TABLE "_trailer_models_v_version_tables" CASCADE;
  DROP TABLE "_trailer_models_v" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_benefits" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_standard_features" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_special_features" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_sections_tables" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_sections" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_extra_items" CASCADE;
  DROP TABLE "_catalogue_pages_v_version_closing_cta" CASCADE;
  DROP TABLE "_catalogue_pages_v" CASCADE;
  DROP TABLE "_accessories_v" CASCADE;
  DROP TABLE "_site_settings_v_version_hours" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_home_v_version_hero_videos" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_financing_v" CASCADE;
  ALTER TABLE "categories" DROP CONSTRAINT "categories_edited_by_id_users_id_fk";
  
  ALTER TABLE "trailer_models" DROP CONSTRAINT "trailer_models_edited_by_id_users_id_fk";
  
  ALTER TABLE "catalogue_pages" DROP CONSTRAINT "catalogue_pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "tips" DROP CONSTRAINT "tips_edited_by_id_users_id_fk";
  
  ALTER TABLE "_tips_v" DROP CONSTRAINT "_tips_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "accessories" DROP CONSTRAINT "accessories_edited_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_edited_by_id_users_id_fk";
  
  ALTER TABLE "home" DROP CONSTRAINT "home_edited_by_id_users_id_fk";
  
  ALTER TABLE "financing" DROP CONSTRAINT "financing_edited_by_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendAlerts');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendAlerts');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "categories_edited_by_idx";
  DROP INDEX "categories__status_idx";
  DROP INDEX "trailer_models_edited_by_idx";
  DROP INDEX "trailer_models__status_idx";
  DROP INDEX "catalogue_pages_edited_by_idx";
  DROP INDEX "catalogue_pages__status_idx";
  DROP INDEX "tips_edited_by_idx";
  DROP INDEX "_tips_v_version_version_edited_by_idx";
  DROP INDEX "accessories_edited_by_idx";
  DROP INDEX "accessories__status_idx";
  DROP INDEX "site_settings_edited_by_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "home_edited_by_idx";
  DROP INDEX "home__status_idx";
  DROP INDEX "financing_edited_by_idx";
  DROP INDEX "financing__status_idx";
  ALTER TABLE "categories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "model" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "capacity" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "boat_length" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "overall_length" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "gvwr" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "tongue_jack" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "axles" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "brakes" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "tire_size" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "overall_width" SET NOT NULL;
  ALTER TABLE "trailer_models" ALTER COLUMN "source_sheet" SET NOT NULL;
  ALTER TABLE "catalogue_pages_benefits" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "catalogue_pages_standard_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "catalogue_pages_special_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "catalogue_pages_special_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "catalogue_pages_sections_tables" ALTER COLUMN "table" SET NOT NULL;
  ALTER TABLE "catalogue_pages_sections_tables" ALTER COLUMN "caption" SET NOT NULL;
  ALTER TABLE "catalogue_pages_sections" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "catalogue_pages_extra_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "catalogue_pages_closing_cta" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "catalogue_pages_closing_cta" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_title" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_description" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_image_id" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "card_order" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "hero_text" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "hero_image_id" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "meta_title" SET NOT NULL;
  ALTER TABLE "catalogue_pages" ALTER COLUMN "meta_description" SET NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "accessories" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "site_settings_hours" ALTER COLUMN "days" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "business_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "blurb" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "phone" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_street" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_city" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_state" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_zip" SET NOT NULL;
  ALTER TABLE "home_hero_videos" ALTER COLUMN "poster_id" SET NOT NULL;
  ALTER TABLE "home_hero_videos" ALTER COLUMN "mp4_id" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_headline" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "collection_heading" SET NOT NULL;
  ALTER TABLE "categories" DROP COLUMN "edited_by_id";
  ALTER TABLE "categories" DROP COLUMN "_status";
  ALTER TABLE "trailer_models" DROP COLUMN "edited_by_id";
  ALTER TABLE "trailer_models" DROP COLUMN "_status";
  ALTER TABLE "catalogue_pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "catalogue_pages" DROP COLUMN "_status";
  ALTER TABLE "tips" DROP COLUMN "edited_by_id";
  ALTER TABLE "_tips_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "accessories" DROP COLUMN "edited_by_id";
  ALTER TABLE "accessories" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "edited_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "home" DROP COLUMN "edited_by_id";
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "financing" DROP COLUMN "edited_by_id";
  ALTER TABLE "financing" DROP COLUMN "_status";
  DROP TYPE "public"."enum_categories_status";
  DROP TYPE "public"."enum__categories_v_version_status";
  DROP TYPE "public"."enum_trailer_models_status";
  DROP TYPE "public"."enum__trailer_models_v_version_tables";
  DROP TYPE "public"."enum__trailer_models_v_version_tongue_jack";
  DROP TYPE "public"."enum__trailer_models_v_version_brakes";
  DROP TYPE "public"."enum__trailer_models_v_version_source_sheet";
  DROP TYPE "public"."enum__trailer_models_v_version_status";
  DROP TYPE "public"."enum_catalogue_pages_status";
  DROP TYPE "public"."enum__catalogue_pages_v_version_sections_tables_table";
  DROP TYPE "public"."enum__catalogue_pages_v_version_slug";
  DROP TYPE "public"."enum__catalogue_pages_v_version_status";
  DROP TYPE "public"."enum_accessories_status";
  DROP TYPE "public"."enum__accessories_v_version_category";
  DROP TYPE "public"."enum__accessories_v_version_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum_financing_status";
  DROP TYPE "public"."enum__financing_v_version_status";`)
}
