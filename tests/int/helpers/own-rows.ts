import type { CollectionSlug } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

/*
 * Every integration test file owns its rows (STYLE.md, "Tests that stand alone"): loaded before
 * each file (vitest.config.ts, setupFiles), this notes the highest id of each collection's table
 * before the file's tests and, after them, deletes through Payload's Local API (so hooks remove
 * media files and purge as a hand delete would) every document the file added. Files run one at a
 * time (fileParallelism: false), so whatever is new was made by this file. A file that switches
 * to a database of its own (seed-helpers' ownDatabase) removes that database instead.
 */

/* Documents that point at others go first: a category in use refuses to go (refuseDeleteInUse). */
const deleteOrder = [
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'review-requests',
  'mail-opt-outs',
  'quote-requests',
  'lead-deletions',
  'inventory-transfers',
  'alert-tokens',
  'alerts',
  'alert-runs',
  'price-changes',
  'aging-reviews',
  'unit-page-views',
  'inventory-items',
  'tips',
  'catalogue-pages',
  'trailer-models',
  'accessories',
  'categories',
  'media',
  'users',
]

/*
 * Collections whose new rows this file put back in place of seeded ones it deleted (the seed's
 * rows under new ids, not the file's own): left where they are.
 */
const restored = new Set<string>()
export const keepRestoredRows = (...slugs: CollectionSlug[]) =>
  slugs.forEach((s) => restored.add(s))

const testDatabase = process.env.DATABASE_URL
const ownsRows = () => testDatabase !== undefined && process.env.DATABASE_URL === testDatabase

/* The highest id of every table with a numeric id and a creation time: collections, not arrays. */
async function highestIds(): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: testDatabase })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.columns t using (table_schema, table_name)
        where c.table_schema = 'public' and c.column_name = 'id'
          and c.data_type in ('integer', 'numeric', 'bigint') and t.column_name = 'created_at'`,
    )
    const highest = new Map<string, number>()
    for (const { table_name: table } of tables) {
      const { rows } = await client.query<{ max: string | null }>(
        `select max(id) as max from "${table}"`,
      )
      highest.set(table, Number(rows[0]?.max ?? 0))
    }
    return highest
  } finally {
    await client.end()
  }
}

let before: Map<string, number> | undefined

beforeAll(async () => {
  if (ownsRows()) before = await highestIds()
})

afterAll(async () => {
  if (!before || !ownsRows()) return
  const after = await highestIds()
  const grown = [...after].filter(([table, max]) => max > (before?.get(table) ?? 0))
  if (grown.length === 0) return
  const { getPayloadClient } = await import('@/server/payload')
  const payload = await getPayloadClient()
  // Payload's table name for a slug (no collection here sets its own dbName).
  const tableOf = (slug: CollectionSlug) => slug.replace(/-/g, '_')
  const slugs = (Object.keys(payload.collections) as CollectionSlug[]).sort((a, b) => {
    const rank = (slug: string) => (deleteOrder.indexOf(slug) + 1 || deleteOrder.length + 1) - 1
    return rank(a) - rank(b)
  })
  const left: string[] = []
  for (const slug of slugs) {
    const table = tableOf(slug)
    if (slug === 'payload-migrations' || restored.has(slug)) continue
    if (!grown.some(([name]) => name === table)) continue
    const added = { id: { greater_than: before.get(table) ?? 0 } }
    await payload.delete({ collection: slug, where: added, overrideAccess: true })
    const { totalDocs } = await payload.count({ collection: slug, where: added })
    if (totalDocs > 0) left.push(`${slug}: ${totalDocs}`)
  }
  // A delete that a hook refused leaves rows for the next file: fail this one instead.
  if (left.length > 0) throw new Error(`documents this file added are still there: ${left}`)
}, 120_000)
