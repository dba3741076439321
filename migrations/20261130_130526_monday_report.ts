import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMondayReport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMondayReport' BEFORE 'schedulePublish';
  CREATE TABLE "report_mailings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"mailed" numeric DEFAULT 0,
  	"failed" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "monday_report" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_mailings_id" integer;
  CREATE UNIQUE INDEX "report_mailings_day_idx" ON "report_mailings" USING btree ("day");
  CREATE INDEX "report_mailings_updated_at_idx" ON "report_mailings" USING btree ("updated_at");
  CREATE INDEX "report_mailings_created_at_idx" ON "report_mailings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_mailings_fk" FOREIGN KEY ("report_mailings_id") REFERENCES "public"."report_mailings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_report_mailings_id_idx" ON "payload_locked_documents_rels" USING btree ("report_mailings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendMondayReport';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendMondayReport';
  ALTER TABLE "report_mailings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "report_mailings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_report_mailings_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendText', 'sendAlerts', 'sendReviewRequest', 'reservationReceipt', 'refundLostDeposit', 'endHold', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendText', 'sendAlerts', 'sendReviewRequest', 'reservationReceipt', 'refundLostDeposit', 'endHold', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_report_mailings_id_idx";
  ALTER TABLE "users" DROP COLUMN "monday_report";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_mailings_id";`)
}
