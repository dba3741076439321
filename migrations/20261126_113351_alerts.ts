import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_kind" AS ENUM('search', 'price');
  CREATE TYPE "public"."enum_alerts_status" AS ENUM('pending', 'active');
  CREATE TYPE "public"."enum_alert_tokens_purpose" AS ENUM('confirm', 'manage');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlerts';
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"kind" "enum_alerts_kind" NOT NULL,
  	"status" "enum_alerts_status" DEFAULT 'pending' NOT NULL,
  	"summary" varchar NOT NULL,
  	"watch" jsonb,
  	"watch_key" varchar,
  	"unit_id" integer,
  	"last_price" numeric,
  	"known_units" jsonb,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hash" varchar NOT NULL,
  	"purpose" "enum_alert_tokens_purpose" NOT NULL,
  	"email" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"mailed" numeric DEFAULT 0,
  	"failed" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_runs_id" integer;
  ALTER TABLE "lead_settings" ADD COLUMN "alert_hour" numeric DEFAULT 8 NOT NULL;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alerts_email_idx" ON "alerts" USING btree ("email");
  CREATE INDEX "alerts_status_idx" ON "alerts" USING btree ("status");
  CREATE INDEX "alerts_watch_key_idx" ON "alerts" USING btree ("watch_key");
  CREATE INDEX "alerts_unit_idx" ON "alerts" USING btree ("unit_id");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_tokens_hash_idx" ON "alert_tokens" USING btree ("hash");
  CREATE INDEX "alert_tokens_email_idx" ON "alert_tokens" USING btree ("email");
  CREATE INDEX "alert_tokens_expires_at_idx" ON "alert_tokens" USING btree ("expires_at");
  CREATE INDEX "alert_tokens_updated_at_idx" ON "alert_tokens" USING btree ("updated_at");
  CREATE INDEX "alert_tokens_created_at_idx" ON "alert_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_runs_day_idx" ON "alert_runs" USING btree ("day");
  CREATE INDEX "alert_runs_updated_at_idx" ON "alert_runs" USING btree ("updated_at");
  CREATE INDEX "alert_runs_created_at_idx" ON "alert_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_tokens_fk" FOREIGN KEY ("alert_tokens_id") REFERENCES "public"."alert_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_runs_fk" FOREIGN KEY ("alert_runs_id") REFERENCES "public"."alert_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");
  CREATE INDEX "payload_locked_documents_rels_alert_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_alert_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The lock table's links go before the tables they point at (DROP TABLE … CASCADE drops them).
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_tokens_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_runs_fk";
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_runs_id";
  ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alert_tokens" CASCADE;
  DROP TABLE "alert_runs" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "lead_settings" DROP COLUMN "alert_hour";
  DROP TYPE "public"."enum_alerts_kind";
  DROP TYPE "public"."enum_alerts_status";
  DROP TYPE "public"."enum_alert_tokens_purpose";`)
}
