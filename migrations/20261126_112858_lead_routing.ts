import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_routing_assigned_how" AS ENUM('rotation', 'shopper', 'escalation', 'manager', 'none');
  CREATE TYPE "public"."enum_quote_requests_routing_reply" AS ENUM('pending', 'sent', 'skipped', 'failed');
  ALTER TYPE "public"."enum_quote_requests_activity_kind" ADD VALUE 'assigned';
  ALTER TYPE "public"."enum_quote_requests_activity_kind" ADD VALUE 'reply';
  ALTER TYPE "public"."enum_quote_requests_activity_kind" ADD VALUE 'notified';
  ALTER TYPE "public"."enum_quote_requests_activity_kind" ADD VALUE 'escalated';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'routeLead';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'routeLead';
  ALTER TABLE "quote_requests" ADD COLUMN "routing_assigned_how" "enum_quote_requests_routing_assigned_how";
  ALTER TABLE "quote_requests" ADD COLUMN "routing_assigned_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "routing_escalations" numeric DEFAULT 0;
  ALTER TABLE "quote_requests" ADD COLUMN "routing_reply" "enum_quote_requests_routing_reply";
  ALTER TABLE "quote_requests" ADD COLUMN "routing_reply_at" timestamp(3) with time zone;
  ALTER TABLE "quote_requests" ADD COLUMN "same_shopper_as_id" integer;
  ALTER TABLE "lead_settings" ADD COLUMN "routing_auto_reply" boolean DEFAULT true;
  ALTER TABLE "lead_settings" ADD COLUMN "routing_reply_subject" varchar DEFAULT 'We have your request';
  ALTER TABLE "lead_settings" ADD COLUMN "routing_reply_opening" varchar DEFAULT 'Thank you for contacting us. We have your request, and a person will answer it.';
  ALTER TABLE "lead_settings" ADD COLUMN "routing_reply_signature" varchar DEFAULT 'The team at Venture Trailers Edgewater';
  ALTER TABLE "lead_settings" ADD COLUMN "routing_escalation_minutes" numeric DEFAULT 15 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "routing_manager_email" varchar;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_same_shopper_as_id_quote_requests_id_fk" FOREIGN KEY ("same_shopper_as_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_routing_routing_assigned_at_idx" ON "quote_requests" USING btree ("routing_assigned_at");
  CREATE INDEX "quote_requests_same_shopper_as_idx" ON "quote_requests" USING btree ("same_shopper_as_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_same_shopper_as_id_quote_requests_id_fk";
  
  ALTER TABLE "quote_requests_activity" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_quote_requests_activity_kind";
  CREATE TYPE "public"."enum_quote_requests_activity_kind" AS ENUM('status', 'owner', 'note');
  ALTER TABLE "quote_requests_activity" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_quote_requests_activity_kind" USING "kind"::"public"."enum_quote_requests_activity_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "quote_requests_routing_routing_assigned_at_idx";
  DROP INDEX "quote_requests_same_shopper_as_idx";
  ALTER TABLE "quote_requests" DROP COLUMN "routing_assigned_how";
  ALTER TABLE "quote_requests" DROP COLUMN "routing_assigned_at";
  ALTER TABLE "quote_requests" DROP COLUMN "routing_escalations";
  ALTER TABLE "quote_requests" DROP COLUMN "routing_reply";
  ALTER TABLE "quote_requests" DROP COLUMN "routing_reply_at";
  ALTER TABLE "quote_requests" DROP COLUMN "same_shopper_as_id";
  ALTER TABLE "lead_settings" DROP COLUMN "routing_auto_reply";
  ALTER TABLE "lead_settings" DROP COLUMN "routing_reply_subject";
  ALTER TABLE "lead_settings" DROP COLUMN "routing_reply_opening";
  ALTER TABLE "lead_settings" DROP COLUMN "routing_reply_signature";
  ALTER TABLE "lead_settings" DROP COLUMN "routing_escalation_minutes";
  ALTER TABLE "lead_settings" DROP COLUMN "routing_manager_email";
  DROP TYPE "public"."enum_quote_requests_routing_assigned_how";
  DROP TYPE "public"."enum_quote_requests_routing_reply";`)
}
