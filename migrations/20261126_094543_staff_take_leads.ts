import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_work_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "users_work_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_work_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "takes_leads" boolean DEFAULT false;
  ALTER TABLE "users_work_days" ADD CONSTRAINT "users_work_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_work_days_order_idx" ON "users_work_days" USING btree ("order");
  CREATE INDEX "users_work_days_parent_idx" ON "users_work_days" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_work_days" CASCADE;
  ALTER TABLE "users" DROP COLUMN "takes_leads";
  DROP TYPE "public"."enum_users_work_days";`)
}
