import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('copy', 'correction', 'deletion', 'marketing', 'appeal');
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"email" varchar NOT NULL,
  	"details" varchar,
  	"appeal_of_id" integer,
  	"gpc" boolean DEFAULT false,
  	"confirm_hash" varchar,
  	"confirm_expires_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"due_at" timestamp(3) with time zone,
  	"extended_at" timestamp(3) with time zone,
  	"extension_note" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"answered_by_id" integer,
  	"answer" varchar,
  	"outcome" varchar,
  	"answer_hash" varchar,
  	"answer_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "privacy" ALTER COLUMN "rights" SET DEFAULT 'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Use the request form (we e-mail you a link to confirm the request is yours), or call or e-mail us using the details below. We answer within 45 days of your confirmation, and our answer comes with a link to appeal it. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.';
  ALTER TABLE "_privacy_v" ALTER COLUMN "version_rights" SET DEFAULT 'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Use the request form (we e-mail you a link to confirm the request is yours), or call or e-mail us using the details below. We answer within 45 days of your confirmation, and our answer comes with a link to appeal it. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "privacy" ADD COLUMN "unconfirmed_days" numeric DEFAULT 7;
  ALTER TABLE "_privacy_v" ADD COLUMN "version_unconfirmed_days" numeric DEFAULT 7;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_appeal_of_id_privacy_requests_id_fk" FOREIGN KEY ("appeal_of_id") REFERENCES "public"."privacy_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");
  CREATE INDEX "privacy_requests_appeal_of_idx" ON "privacy_requests" USING btree ("appeal_of_id");
  CREATE INDEX "privacy_requests_confirm_hash_idx" ON "privacy_requests" USING btree ("confirm_hash");
  CREATE INDEX "privacy_requests_confirm_expires_at_idx" ON "privacy_requests" USING btree ("confirm_expires_at");
  CREATE INDEX "privacy_requests_confirmed_at_idx" ON "privacy_requests" USING btree ("confirmed_at");
  CREATE INDEX "privacy_requests_due_at_idx" ON "privacy_requests" USING btree ("due_at");
  CREATE INDEX "privacy_requests_answered_by_idx" ON "privacy_requests" USING btree ("answered_by_id");
  CREATE INDEX "privacy_requests_answer_hash_idx" ON "privacy_requests" USING btree ("answer_hash");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_privacy_requests_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "privacy" ALTER COLUMN "rights" SET DEFAULT 'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Call or e-mail us using the details below; we answer within 45 days, and if we refuse you can appeal by replying to our answer. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.';
  ALTER TABLE "_privacy_v" ALTER COLUMN "version_rights" SET DEFAULT 'You may ask for a copy of what we hold about you, ask us to correct it or delete it, and tell us to stop all marketing. Call or e-mail us using the details below; we answer within 45 days, and if we refuse you can appeal by replying to our answer. A browser that sends the Global Privacy Control signal is treated as opting out of the sale of data and of targeted advertising.';
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "privacy" DROP COLUMN "unconfirmed_days";
  ALTER TABLE "_privacy_v" DROP COLUMN "version_unconfirmed_days";
  DROP TYPE "public"."enum_privacy_requests_kind";`)
}
