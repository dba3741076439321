import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_settings_service_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"note" varchar
  );
  
  ALTER TABLE "lead_settings" ADD COLUMN "service_jobs_per_day" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "lead_settings_service_closed_dates" ADD CONSTRAINT "lead_settings_service_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_settings_service_closed_dates_order_idx" ON "lead_settings_service_closed_dates" USING btree ("_order");
  CREATE INDEX "lead_settings_service_closed_dates_parent_id_idx" ON "lead_settings_service_closed_dates" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "lead_settings_service_closed_dates" CASCADE;
  ALTER TABLE "lead_settings" DROP COLUMN "service_jobs_per_day";`)
}
