import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inventory_items_features" AS ENUM('LED lights', 'Carpeted bunks', 'Galvanized hardware', 'Swivel tongue jack', 'Electric brakes', 'Disc brakes', 'Surge brakes', 'Corrosion resistant', 'Self-centering rollers', 'Adjustable bunks', 'Lightweight aluminum', 'Wide beam design', 'Pontoon guides', 'Three-pontoon design', 'Torsion axles', 'Spare tire bracket', 'Windlass bow stop', 'Target bunks', 'PVC load guides');
  CREATE TYPE "public"."enum_inventory_items_type" AS ENUM('Bunk', 'Roller', 'PWC', 'Pontoon', 'Tritoon', 'Skiff', 'Jon Boat');
  CREATE TYPE "public"."enum_inventory_items_material" AS ENUM('Aluminum', 'Galvanized Steel', 'Steel');
  CREATE TYPE "public"."enum_inventory_items_axle_configuration" AS ENUM('Single', 'Tandem', 'Triple');
  CREATE TYPE "public"."enum_trailer_models_tables" AS ENUM('aluminum-bunk-single', 'aluminum-bunk-tandem', 'aluminum-bunk-triple', 'aluminum-roller-single', 'aluminum-roller-tandem', 'galvanized-bunk-single', 'galvanized-bunk-tandem', 'galvanized-bunk-triple', 'galvanized-roller-single', 'galvanized-roller-tandem', 'galvanized-roller-triple', 'aluminum-pwc', 'galvanized-pwc', 'pontoon-single', 'pontoon-tandem', 'pontoon-triple', 'tritoon-single', 'tritoon-tandem', 'tritoon-triple', 'commander-single', 'commander-tandem', 'commander-triple', 'aluminum-jon-boat', 'aluminum-skiff-single', 'aluminum-skiff-tandem', 'galvanized-jon-boat');
  CREATE TYPE "public"."enum_trailer_models_tongue_jack" AS ENUM('Optional', 'Single Wheel', 'Flat Foot', '2000lb Foot');
  CREATE TYPE "public"."enum_trailer_models_brakes" AS ENUM('None', 'No', 'Optional', 'Disc', 'Disc-1', 'Disc-2', 'Disc-3', 'No Brakes');
  CREATE TYPE "public"."enum_trailer_models_source_sheet" AS ENUM('Aluminum Bunk', 'Aluminum Roller', 'Galvanized Bunk', 'Galvanized Roller', 'PWC', 'Aluminum PWC', 'Pontoon', 'Commander', 'Skiff');
  CREATE TYPE "public"."enum_catalogue_pages_sections_tables_table" AS ENUM('aluminum-bunk-single', 'aluminum-bunk-tandem', 'aluminum-bunk-triple', 'aluminum-roller-single', 'aluminum-roller-tandem', 'galvanized-bunk-single', 'galvanized-bunk-tandem', 'galvanized-bunk-triple', 'galvanized-roller-single', 'galvanized-roller-tandem', 'galvanized-roller-triple', 'aluminum-pwc', 'galvanized-pwc', 'pontoon-single', 'pontoon-tandem', 'pontoon-triple', 'tritoon-single', 'tritoon-tandem', 'tritoon-triple', 'commander-single', 'commander-tandem', 'commander-triple', 'aluminum-jon-boat', 'aluminum-skiff-single', 'aluminum-skiff-tandem', 'galvanized-jon-boat');
  CREATE TYPE "public"."enum_catalogue_pages_slug" AS ENUM('aluminum', 'galvanized', 'bunk', 'roller', 'pwc', 'commander', 'pontoon', 'skiff', 'tritoon', 'accessories');
  CREATE TYPE "public"."enum_tips_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tips_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_accessories_category" AS ENUM('Performance', 'Convenience', 'Safety');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_quote_requests_notification" AS ENUM('pending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'staff', 'editor');
  CREATE TABLE "inventory_items_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "inventory_items_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_inventory_items_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "inventory_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_name" varchar NOT NULL,
  	"category_id" numeric NOT NULL,
  	"type" "enum_inventory_items_type" NOT NULL,
  	"material" "enum_inventory_items_material" NOT NULL,
  	"axle_configuration" "enum_inventory_items_axle_configuration" DEFAULT 'Single' NOT NULL,
  	"capacity_pounds" numeric NOT NULL,
  	"length_feet" numeric NOT NULL,
  	"beam_width_inches" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"stock_quantity" numeric DEFAULT 0 NOT NULL,
  	"description" varchar NOT NULL,
  	"boat_length" varchar,
  	"notes" varchar,
  	"specifications_tongue_weight" varchar,
  	"specifications_overall_length" varchar,
  	"specifications_tire_size" varchar,
  	"specifications_hitch_size" varchar,
  	"specifications_brake_type" varchar,
  	"specifications_suspension" varchar,
  	"specifications_frame" varchar,
  	"specifications_hull_protection" varchar,
  	"specifications_guides" varchar,
  	"specifications_winch" varchar,
  	"specifications_jack" varchar,
  	"specifications_wiring" varchar,
  	"specifications_lights" varchar,
  	"specifications_fenders" varchar,
  	"specifications_finish" varchar,
  	"is_available" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trailer_models_tables" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_trailer_models_tables",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "trailer_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model" varchar NOT NULL,
  	"capacity" numeric NOT NULL,
  	"boat_length" varchar NOT NULL,
  	"overall_length" varchar NOT NULL,
  	"bow_eye_min" varchar,
  	"bow_eye_max" varchar,
  	"gvwr" numeric NOT NULL,
  	"tongue_jack" "enum_trailer_models_tongue_jack" NOT NULL,
  	"axles" numeric NOT NULL,
  	"brakes" "enum_trailer_models_brakes" NOT NULL,
  	"tire_size" varchar NOT NULL,
  	"overall_width" varchar NOT NULL,
  	"between_fenders" varchar,
  	"source_sheet" "enum_trailer_models_source_sheet" NOT NULL,
  	"rollers" numeric,
  	"min_bunk_width" varchar,
  	"max_bunk_width" varchar,
  	"seating" varchar,
  	"coupler_size" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalogue_pages_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_pages_standard_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_pages_special_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_pages_sections_tables" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"table" "enum_catalogue_pages_sections_tables_table" NOT NULL,
  	"caption" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"anchor" varchar,
  	"intro" varchar
  );
  
  CREATE TABLE "catalogue_pages_extra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_pages_closing_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" "enum_catalogue_pages_slug" NOT NULL,
  	"card_title" varchar NOT NULL,
  	"card_description" varchar NOT NULL,
  	"card_image" varchar NOT NULL,
  	"card_order" numeric NOT NULL,
  	"card_on_home" boolean DEFAULT false,
  	"card_home_title" varchar,
  	"card_home_order" numeric,
  	"hero_heading" varchar NOT NULL,
  	"hero_text" varchar NOT NULL,
  	"hero_image" varchar NOT NULL,
  	"extra_heading" varchar,
  	"meta_title" varchar NOT NULL,
  	"meta_description" varchar NOT NULL,
  	"meta_keywords" varchar,
  	"meta_image" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tips_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "tips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"read_time" numeric,
  	"excerpt" varchar,
  	"body" jsonb,
  	"cta_heading" varchar,
  	"cta_text" varchar,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"meta_image" varchar,
  	"canonical_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tips_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_tips_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tips_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_read_time" numeric,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version_cta_label" varchar,
  	"version_cta_href" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"version_meta_image" varchar,
  	"version_canonical_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tips_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "accessories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"image" varchar NOT NULL,
  	"category" "enum_accessories_category" NOT NULL,
  	"order" numeric DEFAULT 100 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"message" varchar NOT NULL,
  	"trailer" varchar,
  	"status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL,
  	"notification" "enum_quote_requests_notification" DEFAULT 'pending',
  	"notification_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"role" "enum_users_role" DEFAULT 'staff' NOT NULL,
  	"clerk_user_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"inventory_items_id" integer,
  	"categories_id" numeric,
  	"trailer_models_id" integer,
  	"catalogue_pages_id" integer,
  	"tips_id" integer,
  	"accessories_id" integer,
  	"quote_requests_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_name" varchar NOT NULL,
  	"blurb" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_state" varchar NOT NULL,
  	"address_zip" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_hero_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"poster" varchar NOT NULL,
  	"mp4" varchar NOT NULL,
  	"webm" varchar
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_headline" varchar NOT NULL,
  	"hero_subheadline" varchar,
  	"collection_heading" varchar NOT NULL,
  	"collection_text" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inventory_items_images" ADD CONSTRAINT "inventory_items_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inventory_items_features" ADD CONSTRAINT "inventory_items_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trailer_models_tables" ADD CONSTRAINT "trailer_models_tables_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trailer_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_benefits" ADD CONSTRAINT "catalogue_pages_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_standard_features" ADD CONSTRAINT "catalogue_pages_standard_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_special_features" ADD CONSTRAINT "catalogue_pages_special_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_sections_tables" ADD CONSTRAINT "catalogue_pages_sections_tables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_sections" ADD CONSTRAINT "catalogue_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_extra_items" ADD CONSTRAINT "catalogue_pages_extra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_pages_closing_cta" ADD CONSTRAINT "catalogue_pages_closing_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tips_faq" ADD CONSTRAINT "tips_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tips_v_version_faq" ADD CONSTRAINT "_tips_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tips_v" ADD CONSTRAINT "_tips_v_parent_id_tips_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inventory_items_fk" FOREIGN KEY ("inventory_items_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trailer_models_fk" FOREIGN KEY ("trailer_models_id") REFERENCES "public"."trailer_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_pages_fk" FOREIGN KEY ("catalogue_pages_id") REFERENCES "public"."catalogue_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tips_fk" FOREIGN KEY ("tips_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessories_fk" FOREIGN KEY ("accessories_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_hours" ADD CONSTRAINT "site_settings_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_hero_videos" ADD CONSTRAINT "home_hero_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inventory_items_images_order_idx" ON "inventory_items_images" USING btree ("_order");
  CREATE INDEX "inventory_items_images_parent_id_idx" ON "inventory_items_images" USING btree ("_parent_id");
  CREATE INDEX "inventory_items_features_order_idx" ON "inventory_items_features" USING btree ("order");
  CREATE INDEX "inventory_items_features_parent_idx" ON "inventory_items_features" USING btree ("parent_id");
  CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("category_id");
  CREATE INDEX "inventory_items_is_available_idx" ON "inventory_items" USING btree ("is_available");
  CREATE INDEX "inventory_items_updated_at_idx" ON "inventory_items" USING btree ("updated_at");
  CREATE INDEX "inventory_items_created_at_idx" ON "inventory_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_name_idx" ON "categories" USING btree ("name");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "trailer_models_tables_order_idx" ON "trailer_models_tables" USING btree ("order");
  CREATE INDEX "trailer_models_tables_parent_idx" ON "trailer_models_tables" USING btree ("parent_id");
  CREATE UNIQUE INDEX "trailer_models_model_idx" ON "trailer_models" USING btree ("model");
  CREATE INDEX "trailer_models_updated_at_idx" ON "trailer_models" USING btree ("updated_at");
  CREATE INDEX "trailer_models_created_at_idx" ON "trailer_models" USING btree ("created_at");
  CREATE INDEX "catalogue_pages_benefits_order_idx" ON "catalogue_pages_benefits" USING btree ("_order");
  CREATE INDEX "catalogue_pages_benefits_parent_id_idx" ON "catalogue_pages_benefits" USING btree ("_parent_id");
  CREATE INDEX "catalogue_pages_standard_features_order_idx" ON "catalogue_pages_standard_features" USING btree ("_order");
  CREATE INDEX "catalogue_pages_standard_features_parent_id_idx" ON "catalogue_pages_standard_features" USING btree ("_parent_id");
  CREATE INDEX "catalogue_pages_special_features_order_idx" ON "catalogue_pages_special_features" USING btree ("_order");
  CREATE INDEX "catalogue_pages_special_features_parent_id_idx" ON "catalogue_pages_special_features" USING btree ("_parent_id");
  CREATE INDEX "catalogue_pages_sections_tables_order_idx" ON "catalogue_pages_sections_tables" USING btree ("_order");
  CREATE INDEX "catalogue_pages_sections_tables_parent_id_idx" ON "catalogue_pages_sections_tables" USING btree ("_parent_id");
  CREATE INDEX "catalogue_pages_sections_order_idx" ON "catalogue_pages_sections" USING btree ("_order");
  CREATE INDEX "catalogue_pages_sections_parent_id_idx" ON "catalogue_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "catalogue_pages_extra_items_order_idx" ON "catalogue_pages_extra_items" USING btree ("_order");
  CREATE INDEX "catalogue_pages_extra_items_parent_id_idx" ON "catalogue_pages_extra_items" USING btree ("_parent_id");
  CREATE INDEX "catalogue_pages_closing_cta_order_idx" ON "catalogue_pages_closing_cta" USING btree ("_order");
  CREATE INDEX "catalogue_pages_closing_cta_parent_id_idx" ON "catalogue_pages_closing_cta" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_pages_slug_idx" ON "catalogue_pages" USING btree ("slug");
  CREATE INDEX "catalogue_pages_updated_at_idx" ON "catalogue_pages" USING btree ("updated_at");
  CREATE INDEX "catalogue_pages_created_at_idx" ON "catalogue_pages" USING btree ("created_at");
  CREATE INDEX "tips_faq_order_idx" ON "tips_faq" USING btree ("_order");
  CREATE INDEX "tips_faq_parent_id_idx" ON "tips_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tips_slug_idx" ON "tips" USING btree ("slug");
  CREATE INDEX "tips_updated_at_idx" ON "tips" USING btree ("updated_at");
  CREATE INDEX "tips_created_at_idx" ON "tips" USING btree ("created_at");
  CREATE INDEX "tips__status_idx" ON "tips" USING btree ("_status");
  CREATE INDEX "_tips_v_version_faq_order_idx" ON "_tips_v_version_faq" USING btree ("_order");
  CREATE INDEX "_tips_v_version_faq_parent_id_idx" ON "_tips_v_version_faq" USING btree ("_parent_id");
  CREATE INDEX "_tips_v_parent_idx" ON "_tips_v" USING btree ("parent_id");
  CREATE INDEX "_tips_v_version_version_slug_idx" ON "_tips_v" USING btree ("version_slug");
  CREATE INDEX "_tips_v_version_version_updated_at_idx" ON "_tips_v" USING btree ("version_updated_at");
  CREATE INDEX "_tips_v_version_version_created_at_idx" ON "_tips_v" USING btree ("version_created_at");
  CREATE INDEX "_tips_v_version_version__status_idx" ON "_tips_v" USING btree ("version__status");
  CREATE INDEX "_tips_v_created_at_idx" ON "_tips_v" USING btree ("created_at");
  CREATE INDEX "_tips_v_updated_at_idx" ON "_tips_v" USING btree ("updated_at");
  CREATE INDEX "_tips_v_latest_idx" ON "_tips_v" USING btree ("latest");
  CREATE INDEX "accessories_updated_at_idx" ON "accessories" USING btree ("updated_at");
  CREATE INDEX "accessories_created_at_idx" ON "accessories" USING btree ("created_at");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "users_clerk_user_id_idx" ON "users" USING btree ("clerk_user_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_inventory_items_id_idx" ON "payload_locked_documents_rels" USING btree ("inventory_items_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_trailer_models_id_idx" ON "payload_locked_documents_rels" USING btree ("trailer_models_id");
  CREATE INDEX "payload_locked_documents_rels_catalogue_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_pages_id");
  CREATE INDEX "payload_locked_documents_rels_tips_id_idx" ON "payload_locked_documents_rels" USING btree ("tips_id");
  CREATE INDEX "payload_locked_documents_rels_accessories_id_idx" ON "payload_locked_documents_rels" USING btree ("accessories_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_hours_order_idx" ON "site_settings_hours" USING btree ("_order");
  CREATE INDEX "site_settings_hours_parent_id_idx" ON "site_settings_hours" USING btree ("_parent_id");
  CREATE INDEX "home_hero_videos_order_idx" ON "home_hero_videos" USING btree ("_order");
  CREATE INDEX "home_hero_videos_parent_id_idx" ON "home_hero_videos" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "inventory_items_images" CASCADE;
  DROP TABLE "inventory_items_features" CASCADE;
  DROP TABLE "inventory_items" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "trailer_models_tables" CASCADE;
  DROP TABLE "trailer_models" CASCADE;
  DROP TABLE "catalogue_pages_benefits" CASCADE;
  DROP TABLE "catalogue_pages_standard_features" CASCADE;
  DROP TABLE "catalogue_pages_special_features" CASCADE;
  DROP TABLE "catalogue_pages_sections_tables" CASCADE;
  DROP TABLE "catalogue_pages_sections" CASCADE;
  DROP TABLE "catalogue_pages_extra_items" CASCADE;
  DROP TABLE "catalogue_pages_closing_cta" CASCADE;
  DROP TABLE "catalogue_pages" CASCADE;
  DROP TABLE "tips_faq" CASCADE;
  DROP TABLE "tips" CASCADE;
  DROP TABLE "_tips_v_version_faq" CASCADE;
  DROP TABLE "_tips_v" CASCADE;
  DROP TABLE "accessories" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_hours" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_hero_videos" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TYPE "public"."enum_inventory_items_features";
  DROP TYPE "public"."enum_inventory_items_type";
  DROP TYPE "public"."enum_inventory_items_material";
  DROP TYPE "public"."enum_inventory_items_axle_configuration";
  DROP TYPE "public"."enum_trailer_models_tables";
  DROP TYPE "public"."enum_trailer_models_tongue_jack";
  DROP TYPE "public"."enum_trailer_models_brakes";
  DROP TYPE "public"."enum_trailer_models_source_sheet";
  DROP TYPE "public"."enum_catalogue_pages_sections_tables_table";
  DROP TYPE "public"."enum_catalogue_pages_slug";
  DROP TYPE "public"."enum_tips_status";
  DROP TYPE "public"."enum__tips_v_version_status";
  DROP TYPE "public"."enum_accessories_category";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_quote_requests_notification";
  DROP TYPE "public"."enum_users_role";`)
}
