import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * Data for the aging report (ADR 0027) on units that predate it: days in stock count from when
 * a unit was listed (its creation) unless it is still on order, and each unit's price history
 * starts with the price it has now, dated from its listing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "inventory_items" SET "received_at" = "created_at"
    WHERE "received_at" IS NULL AND "status" IS DISTINCT FROM 'on_order';
    INSERT INTO "price_changes" ("unit_id", "price", "changed_at", "updated_at", "created_at")
    SELECT i."id", i."price", i."created_at", now(), now() FROM "inventory_items" i
    WHERE NOT EXISTS (SELECT 1 FROM "price_changes" p WHERE p."unit_id" = i."id");
  `)
}

/* The dates and history stay: the columns and table go with the schema migration's own down. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
