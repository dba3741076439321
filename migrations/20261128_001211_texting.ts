import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_text_messages_direction" AS ENUM('in', 'out');
  CREATE TYPE "public"."enum_text_messages_status" AS ENUM('held', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'refused', 'received');
  CREATE TYPE "public"."enum_text_opt_outs_state" AS ENUM('out', 'in');
  ALTER TYPE "public"."enum_quote_requests_activity_kind" ADD VALUE 'text';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendText' BEFORE 'sendAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendText' BEFORE 'sendAlerts';
  CREATE TABLE "text_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"direction" "enum_text_messages_direction" NOT NULL,
  	"number" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"provider_sid" varchar,
  	"status" "enum_text_messages_status" NOT NULL,
  	"automatic" boolean DEFAULT false,
  	"send_after" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"error" varchar,
  	"sent_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"state" "enum_text_opt_outs_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_settings_texting_templates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  ALTER TABLE "quote_requests" ADD COLUMN "text_consent_number" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "text_consent_text" varchar;
  ALTER TABLE "quote_requests" ADD COLUMN "text_consent_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "text_consent_address" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_opt_outs_id" integer;
  ALTER TABLE "lead_settings" ADD COLUMN "texting_number" varchar;
  ALTER TABLE "lead_settings" ADD COLUMN "texting_auto_reply" varchar DEFAULT 'Hi {name}, thanks for asking {business} about {trailer}. We will text you back shortly. Reply STOP to opt out.';
  ALTER TABLE "lead_settings" ADD COLUMN "texting_per_number_daily_cap" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "texting_daily_cap" numeric DEFAULT 500 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "texting_quiet_start_hour" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "texting_quiet_end_hour" numeric DEFAULT 8 NOT NULL;
  ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_lead_id_quote_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_settings_texting_templates" ADD CONSTRAINT "lead_settings_texting_templates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "text_messages_lead_idx" ON "text_messages" USING btree ("lead_id");
  CREATE INDEX "text_messages_number_idx" ON "text_messages" USING btree ("number");
  CREATE UNIQUE INDEX "text_messages_provider_sid_idx" ON "text_messages" USING btree ("provider_sid");
  CREATE INDEX "text_messages_status_idx" ON "text_messages" USING btree ("status");
  CREATE INDEX "text_messages_sent_by_idx" ON "text_messages" USING btree ("sent_by_id");
  CREATE INDEX "text_messages_updated_at_idx" ON "text_messages" USING btree ("updated_at");
  CREATE INDEX "text_messages_created_at_idx" ON "text_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "text_opt_outs_number_idx" ON "text_opt_outs" USING btree ("number");
  CREATE INDEX "text_opt_outs_updated_at_idx" ON "text_opt_outs" USING btree ("updated_at");
  CREATE INDEX "text_opt_outs_created_at_idx" ON "text_opt_outs" USING btree ("created_at");
  CREATE INDEX "lead_settings_texting_templates_order_idx" ON "lead_settings_texting_templates" USING btree ("_order");
  CREATE INDEX "lead_settings_texting_templates_parent_id_idx" ON "lead_settings_texting_templates" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_messages_fk" FOREIGN KEY ("text_messages_id") REFERENCES "public"."text_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_opt_outs_fk" FOREIGN KEY ("text_opt_outs_id") REFERENCES "public"."text_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_text_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("text_messages_id");
  CREATE INDEX "payload_locked_documents_rels_text_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("text_opt_outs_id");`)
}

// The generated down drops the locked-documents constraints after DROP TABLE ... CASCADE has:
// IF EXISTS keeps it from failing on what is already gone.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "text_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "text_opt_outs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings_texting_templates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "text_messages" CASCADE;
  DROP TABLE "text_opt_outs" CASCADE;
  DROP TABLE "lead_settings_texting_templates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_text_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_text_opt_outs_fk";
  
  ALTER TABLE "quote_requests_activity" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_quote_requests_activity_kind";
  CREATE TYPE "public"."enum_quote_requests_activity_kind" AS ENUM('status', 'owner', 'note', 'assigned', 'reply', 'notified', 'escalated');
  ALTER TABLE "quote_requests_activity" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_quote_requests_activity_kind" USING "kind"::"public"."enum_quote_requests_activity_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendAlerts', 'sendReviewRequest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendAlerts', 'sendReviewRequest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_text_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_text_opt_outs_id_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "text_consent_number";
  ALTER TABLE "quote_requests" DROP COLUMN "text_consent_text";
  ALTER TABLE "quote_requests" DROP COLUMN "text_consent_at";
  ALTER TABLE "quote_requests" DROP COLUMN "text_consent_address";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_opt_outs_id";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_number";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_auto_reply";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_per_number_daily_cap";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_daily_cap";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_quiet_start_hour";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_quiet_end_hour";
  DROP TYPE "public"."enum_text_messages_direction";
  DROP TYPE "public"."enum_text_messages_status";
  DROP TYPE "public"."enum_text_opt_outs_state";`)
}
