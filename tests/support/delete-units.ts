import type pg from 'pg'

/*
 * Removes units straight in SQL, for tests that make hundreds of them in SQL. The rows that must
 * name a unit go first (price history, aging reviews, page views: what the unit's own delete hook
 * removes, src/collections/InventoryItems/hooks/unitRecords.ts), or PostgreSQL refuses the delete.
 * `where` is a condition on inventory_items, with `params` as its $1, $2…
 */
export async function deleteUnitsWhere(db: pg.Client, where: string, params: unknown[]) {
  const units = `SELECT id FROM inventory_items WHERE ${where}`
  for (const table of ['price_changes', 'aging_reviews', 'unit_page_views']) {
    await db.query(`DELETE FROM ${table} WHERE unit_id IN (${units})`, params)
  }
  await db.query(`DELETE FROM inventory_items WHERE ${where}`, params)
}
