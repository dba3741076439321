import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * Stock number and VIN are unique among units in the database itself, compared as people and the
 * import compare them: case and surrounding spaces aside (ADR 0020). Several units may have none.
 * Blank values become NULL first (the app reads both as none). Existing duplicates are not
 * guessed at: the migration stops and names them, so the operator can fix them and start again.
 */

const identifiers = [
  { column: 'stock_number', label: 'stock number' },
  { column: 'vin', label: 'VIN' },
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const problems: string[] = []
  for (const { column, label } of identifiers) {
    const name = sql.identifier(column)
    await db.execute(sql`UPDATE "inventory_items" SET ${name} = NULL WHERE btrim(${name}) = ''`)
    const { rows } = await db.execute<{ value: string; ids: string }>(sql`
      SELECT min(btrim(${name})) AS "value", string_agg("id"::text, ', ' ORDER BY "id") AS "ids"
      FROM "inventory_items" WHERE ${name} IS NOT NULL
      GROUP BY lower(btrim(${name})) HAVING count(*) > 1 ORDER BY 1 LIMIT 50`)
    for (const { value, ids } of rows) problems.push(`${label} "${value}": units ${ids}`)
  }
  if (problems.length > 0) {
    throw new Error(
      'Stock numbers and VINs must be unique before this version can start. Give each of these ' +
        'units its own value, or clear it, in /admin or /cms (with the previous version), then ' +
        `start again:\n${problems.join('\n')}`,
    )
  }
  await db.execute(sql`
    CREATE UNIQUE INDEX "inventory_items_stock_number_unique" ON "inventory_items"
      (lower(btrim("stock_number"))) WHERE btrim("stock_number") <> '';
    CREATE UNIQUE INDEX "inventory_items_vin_unique" ON "inventory_items"
      (lower(btrim("vin"))) WHERE btrim("vin") <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "inventory_items_stock_number_unique";
    DROP INDEX "inventory_items_vin_unique";`)
}
