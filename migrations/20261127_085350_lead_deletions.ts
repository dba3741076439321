import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_deletions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" numeric NOT NULL,
  	"lead_name" varchar,
  	"lead_received_at" timestamp(3) with time zone,
  	"user_id" integer,
  	"user_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deletions_id" integer;
  ALTER TABLE "lead_deletions" ADD CONSTRAINT "lead_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_deletions_lead_id_idx" ON "lead_deletions" USING btree ("lead_id");
  CREATE INDEX "lead_deletions_user_idx" ON "lead_deletions" USING btree ("user_id");
  CREATE INDEX "lead_deletions_updated_at_idx" ON "lead_deletions" USING btree ("updated_at");
  CREATE INDEX "lead_deletions_created_at_idx" ON "lead_deletions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deletions_fk" FOREIGN KEY ("lead_deletions_id") REFERENCES "public"."lead_deletions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_deletions_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deletions_id");`)
}

// The reference to the table goes before the table: its CASCADE would drop the constraint first.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deletions_fk";
  DROP INDEX "payload_locked_documents_rels_lead_deletions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deletions_id";
  DROP TABLE "lead_deletions";`)
}
