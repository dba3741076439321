import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_text_consent_records_event" AS ENUM('consent', 'opt-out', 'opt-in');
  CREATE TYPE "public"."enum_text_consent_records_channel" AS ENUM('web-form', 'text');
  CREATE TABLE "text_consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" "enum_text_consent_records_event" NOT NULL,
  	"number" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"words" varchar NOT NULL,
  	"channel" "enum_text_consent_records_channel" NOT NULL,
  	"address" varchar,
  	"page" varchar,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_consent_records_id" integer;
  ALTER TABLE "text_consent_records" ADD CONSTRAINT "text_consent_records_lead_id_quote_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "text_consent_records_event_idx" ON "text_consent_records" USING btree ("event");
  CREATE INDEX "text_consent_records_number_idx" ON "text_consent_records" USING btree ("number");
  CREATE INDEX "text_consent_records_at_idx" ON "text_consent_records" USING btree ("at");
  CREATE INDEX "text_consent_records_lead_idx" ON "text_consent_records" USING btree ("lead_id");
  CREATE INDEX "text_consent_records_updated_at_idx" ON "text_consent_records" USING btree ("updated_at");
  CREATE INDEX "text_consent_records_created_at_idx" ON "text_consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_consent_records_fk" FOREIGN KEY ("text_consent_records_id") REFERENCES "public"."text_consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_text_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("text_consent_records_id");`)
  // The evidence kept before this table: consents on leads, and each number's latest STOP/START
  // word (its words were not kept then).
  await db.execute(sql`
  INSERT INTO "text_consent_records" ("event", "number", "at", "words", "channel", "address", "page", "lead_id")
    SELECT 'consent', "text_consent_number", "text_consent_at", coalesce("text_consent_text", ''), 'web-form',
      "text_consent_address", "source_page", "id"
    FROM "quote_requests" WHERE "text_consent_number" IS NOT NULL AND "text_consent_at" IS NOT NULL;
  INSERT INTO "text_consent_records" ("event", "number", "at", "words", "channel")
    SELECT CASE "state" WHEN 'out' THEN 'opt-out'::"enum_text_consent_records_event" ELSE 'opt-in'::"enum_text_consent_records_event" END,
      "number", "at", '(a STOP or START word; the words were not kept before issue 50)', 'text'
    FROM "text_opt_outs";`)
}

// The table's CASCADE drops the locked-documents constraint with it: what follows only if left.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "text_consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "text_consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_text_consent_records_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_text_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_consent_records_id";
  DROP TYPE "public"."enum_text_consent_records_event";
  DROP TYPE "public"."enum_text_consent_records_channel";`)
}
