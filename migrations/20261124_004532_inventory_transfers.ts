import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inventory_transfers_kind" AS ENUM('export', 'preview', 'apply');
  CREATE TYPE "public"."enum_inventory_transfers_outcome" AS ENUM('ok', 'failed');
  CREATE TABLE "inventory_transfers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_inventory_transfers_kind" NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"file_name" varchar,
  	"rows" numeric DEFAULT 0 NOT NULL,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"refused" numeric DEFAULT 0,
  	"outcome" "enum_inventory_transfers_outcome" DEFAULT 'ok',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inventory_transfers_id" integer;
  ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "inventory_transfers_kind_idx" ON "inventory_transfers" USING btree ("kind");
  CREATE INDEX "inventory_transfers_user_idx" ON "inventory_transfers" USING btree ("user_id");
  CREATE INDEX "inventory_transfers_updated_at_idx" ON "inventory_transfers" USING btree ("updated_at");
  CREATE INDEX "inventory_transfers_created_at_idx" ON "inventory_transfers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inventory_transfers_fk" FOREIGN KEY ("inventory_transfers_id") REFERENCES "public"."inventory_transfers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inventory_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("inventory_transfers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inventory_transfers_fk";
  DROP INDEX "payload_locked_documents_rels_inventory_transfers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inventory_transfers_id";
  DROP TABLE "inventory_transfers" CASCADE;
  DROP TYPE "public"."enum_inventory_transfers_kind";
  DROP TYPE "public"."enum_inventory_transfers_outcome";`)
}
