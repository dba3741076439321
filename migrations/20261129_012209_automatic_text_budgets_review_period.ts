import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "text_messages" ADD COLUMN "client_block" varchar;
  ALTER TABLE "lead_settings" ADD COLUMN "kinds_review_once_per_days" numeric DEFAULT 90 NOT NULL;
  ALTER TABLE "lead_settings" ADD COLUMN "texting_automatic_daily_cap" numeric DEFAULT 200 NOT NULL;
  CREATE INDEX "text_messages_client_block_idx" ON "text_messages" USING btree ("client_block");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "text_messages_client_block_idx";
  ALTER TABLE "text_messages" DROP COLUMN "client_block";
  ALTER TABLE "lead_settings" DROP COLUMN "kinds_review_once_per_days";
  ALTER TABLE "lead_settings" DROP COLUMN "texting_automatic_daily_cap";`)
}
