import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_review_requests_status" AS ENUM('queued', 'sent', 'unsubscribed', 'no-link');
  CREATE TYPE "public"."enum_lead_settings_routing_reply_by_kind_kind" AS ENUM('quote', 'service', 'parts', 'trade-in', 'finance', 'text');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'schedulePublish';
  CREATE TABLE "review_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"unit_id" integer,
  	"lead_id" integer,
  	"send_after" timestamp(3) with time zone NOT NULL,
  	"status" "enum_review_requests_status" DEFAULT 'queued' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_settings_routing_reply_by_kind" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_lead_settings_routing_reply_by_kind_kind" NOT NULL,
  	"subject" varchar,
  	"opening" varchar
  );
  
  ALTER TABLE "inventory_items" ADD COLUMN "buyer_email" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "details" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_opt_outs_id" integer;
  ALTER TABLE "lead_settings" ADD COLUMN "kinds_fit_margin_percent" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "kinds_lender_application_url" varchar;
  ALTER TABLE "lead_settings" ADD COLUMN "kinds_google_review_url" varchar;
  ALTER TABLE "lead_settings" ADD COLUMN "kinds_review_delay_hours" numeric DEFAULT 48 NOT NULL;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_lead_id_quote_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_settings_routing_reply_by_kind" ADD CONSTRAINT "lead_settings_routing_reply_by_kind_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "review_requests_key_idx" ON "review_requests" USING btree ("key");
  CREATE INDEX "review_requests_email_idx" ON "review_requests" USING btree ("email");
  CREATE INDEX "review_requests_unit_idx" ON "review_requests" USING btree ("unit_id");
  CREATE INDEX "review_requests_lead_idx" ON "review_requests" USING btree ("lead_id");
  CREATE INDEX "review_requests_updated_at_idx" ON "review_requests" USING btree ("updated_at");
  CREATE INDEX "review_requests_created_at_idx" ON "review_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "mail_opt_outs_email_idx" ON "mail_opt_outs" USING btree ("email");
  CREATE INDEX "mail_opt_outs_updated_at_idx" ON "mail_opt_outs" USING btree ("updated_at");
  CREATE INDEX "mail_opt_outs_created_at_idx" ON "mail_opt_outs" USING btree ("created_at");
  CREATE INDEX "lead_settings_routing_reply_by_kind_order_idx" ON "lead_settings_routing_reply_by_kind" USING btree ("_order");
  CREATE INDEX "lead_settings_routing_reply_by_kind_parent_id_idx" ON "lead_settings_routing_reply_by_kind" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_requests_fk" FOREIGN KEY ("review_requests_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_opt_outs_fk" FOREIGN KEY ("mail_opt_outs_id") REFERENCES "public"."mail_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_review_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("review_requests_id");
  CREATE INDEX "payload_locked_documents_rels_mail_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_opt_outs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings_routing_reply_by_kind" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_requests" CASCADE;
  DROP TABLE "mail_opt_outs" CASCADE;
  DROP TABLE "lead_settings_routing_reply_by_kind" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_review_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mail_opt_outs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_review_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_opt_outs_id_idx";
  ALTER TABLE "inventory_items" DROP COLUMN "buyer_email";
  ALTER TABLE "quote_requests" DROP COLUMN "details";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_opt_outs_id";
  ALTER TABLE "lead_settings" DROP COLUMN "kinds_fit_margin_percent";
  ALTER TABLE "lead_settings" DROP COLUMN "kinds_lender_application_url";
  ALTER TABLE "lead_settings" DROP COLUMN "kinds_google_review_url";
  ALTER TABLE "lead_settings" DROP COLUMN "kinds_review_delay_hours";
  DROP TYPE "public"."enum_review_requests_status";
  DROP TYPE "public"."enum_lead_settings_routing_reply_by_kind_kind";`)
}
