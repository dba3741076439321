import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_state" AS ENUM('checkout', 'held', 'lost', 'failed', 'ended', 'released');
  CREATE TYPE "public"."enum_pricing_deposit_kind" AS ENUM('fixed', 'percent');
  CREATE TYPE "public"."enum__pricing_v_version_deposit_kind" AS ENUM('fixed', 'percent');
  ALTER TYPE "public"."enum_quote_requests_activity_kind" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_quote_requests_kind" ADD VALUE 'reservation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reservationReceipt' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refundLostDeposit' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'endHold' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reservationReceipt' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refundLostDeposit' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'endHold' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_lead_settings_routing_reply_by_kind_kind" ADD VALUE 'reservation';
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"unit_id" integer,
  	"state" "enum_reservations_state" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"hold_days" numeric NOT NULL,
  	"held_until" timestamp(3) with time zone,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"terms" varchar NOT NULL,
  	"accepted_at" timestamp(3) with time zone NOT NULL,
  	"return_key" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"session_id" varchar,
  	"payment_reference" varchar,
  	"refund_id" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inventory_items" ADD COLUMN "held_until" timestamp(3) with time zone;
  ALTER TABLE "inventory_items" ADD COLUMN "held_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "pricing" ADD COLUMN "reservations_offered" boolean DEFAULT true;
  ALTER TABLE "pricing" ADD COLUMN "deposit_kind" "enum_pricing_deposit_kind" DEFAULT 'fixed';
  ALTER TABLE "pricing" ADD COLUMN "deposit_amount" numeric DEFAULT 250;
  ALTER TABLE "pricing" ADD COLUMN "deposit_percent" numeric DEFAULT 5;
  ALTER TABLE "pricing" ADD COLUMN "hold_days" numeric DEFAULT 7;
  ALTER TABLE "pricing" ADD COLUMN "reservation_terms" varchar DEFAULT 'The deposit holds this trailer for you alone until the date shown, and counts toward its price when you buy it. It is fully refundable: until you buy the trailer, ask us at any time and we refund it to your card, usually within 5 to 10 business days. We may end a hold and refund the deposit if the trailer cannot be sold as described.';
  ALTER TABLE "_pricing_v" ADD COLUMN "version_reservations_offered" boolean DEFAULT true;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_deposit_kind" "enum__pricing_v_version_deposit_kind" DEFAULT 'fixed';
  ALTER TABLE "_pricing_v" ADD COLUMN "version_deposit_amount" numeric DEFAULT 250;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_deposit_percent" numeric DEFAULT 5;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_hold_days" numeric DEFAULT 7;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_reservation_terms" varchar DEFAULT 'The deposit holds this trailer for you alone until the date shown, and counts toward its price when you buy it. It is fully refundable: until you buy the trailer, ask us at any time and we refund it to your card, usually within 5 to 10 business days. We may end a hold and refund the deposit if the trailer cannot be sold as described.';
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_inventory_items_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_quote_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_unit_idx" ON "reservations" USING btree ("unit_id");
  CREATE INDEX "reservations_state_idx" ON "reservations" USING btree ("state");
  CREATE UNIQUE INDEX "reservations_return_key_idx" ON "reservations" USING btree ("return_key");
  CREATE UNIQUE INDEX "reservations_session_id_idx" ON "reservations" USING btree ("session_id");
  CREATE INDEX "reservations_lead_idx" ON "reservations" USING btree ("lead_id");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_held_by_id_reservations_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inventory_items_held_until_idx" ON "inventory_items" USING btree ("held_until");
  CREATE INDEX "inventory_items_held_by_idx" ON "inventory_items" USING btree ("held_by_id");
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "inventory_items" DROP CONSTRAINT IF EXISTS "inventory_items_held_by_id_reservations_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_reservations_fk";
  
  ALTER TABLE "quote_requests_activity" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_quote_requests_activity_kind";
  CREATE TYPE "public"."enum_quote_requests_activity_kind" AS ENUM('status', 'owner', 'note', 'assigned', 'reply', 'notified', 'escalated', 'text');
  ALTER TABLE "quote_requests_activity" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_quote_requests_activity_kind" USING "kind"::"public"."enum_quote_requests_activity_kind";
  ALTER TABLE "quote_requests" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "quote_requests" ALTER COLUMN "kind" SET DEFAULT 'quote'::text;
  DROP TYPE "public"."enum_quote_requests_kind";
  CREATE TYPE "public"."enum_quote_requests_kind" AS ENUM('quote', 'service', 'parts', 'trade-in', 'finance', 'text');
  ALTER TABLE "quote_requests" ALTER COLUMN "kind" SET DEFAULT 'quote'::"public"."enum_quote_requests_kind";
  ALTER TABLE "quote_requests" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_quote_requests_kind" USING "kind"::"public"."enum_quote_requests_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendText', 'sendAlerts', 'sendReviewRequest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyLead', 'routeLead', 'sendText', 'sendAlerts', 'sendReviewRequest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "lead_settings_routing_reply_by_kind" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_settings_routing_reply_by_kind_kind";
  CREATE TYPE "public"."enum_lead_settings_routing_reply_by_kind_kind" AS ENUM('quote', 'service', 'parts', 'trade-in', 'finance', 'text');
  ALTER TABLE "lead_settings_routing_reply_by_kind" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_settings_routing_reply_by_kind_kind" USING "kind"::"public"."enum_lead_settings_routing_reply_by_kind_kind";
  DROP INDEX "inventory_items_held_until_idx";
  DROP INDEX "inventory_items_held_by_idx";
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "inventory_items" DROP COLUMN "held_until";
  ALTER TABLE "inventory_items" DROP COLUMN "held_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  ALTER TABLE "pricing" DROP COLUMN "reservations_offered";
  ALTER TABLE "pricing" DROP COLUMN "deposit_kind";
  ALTER TABLE "pricing" DROP COLUMN "deposit_amount";
  ALTER TABLE "pricing" DROP COLUMN "deposit_percent";
  ALTER TABLE "pricing" DROP COLUMN "hold_days";
  ALTER TABLE "pricing" DROP COLUMN "reservation_terms";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_reservations_offered";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_deposit_kind";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_deposit_amount";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_deposit_percent";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_hold_days";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_reservation_terms";
  DROP TYPE "public"."enum_reservations_state";
  DROP TYPE "public"."enum_pricing_deposit_kind";
  DROP TYPE "public"."enum__pricing_v_version_deposit_kind";`)
}
