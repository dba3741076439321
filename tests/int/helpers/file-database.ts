import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll } from 'vitest'

import { dropDatabase } from '../../../scripts/embedded-postgres'
import { closeIdleConnections, databaseUrl } from './backup-helpers'

/*
 * Every integration test file runs on a database of its own (ADR 0043): loaded before each file
 * (vitest.config.ts, setupFiles), this copies the migrated template (template-database.ts) and
 * points DATABASE_URL at the copy before the file loads Payload, whose config reads it then. Each
 * file runs in a process of its own (vitest isolates files), so Payload's per-process client is
 * bound to that copy. Afterwards the copy is dropped: no file sees another's rows, and files run
 * side by side.
 */
const template = new URL(process.env.DATABASE_URL!)
const templateName = template.pathname.slice(1)
// Names are at most 63 bytes; the template's own (scripts/run.ts) is about 35.
const name = `${templateName.slice(0, 50)}_${randomBytes(5).toString('hex')}`
const ownUrl = databaseUrl(template.toString(), name)

async function query<Row extends pg.QueryResultRow>(url: string, sql: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql, values)).rows
  } finally {
    await client.end()
  }
}

await query(
  databaseUrl(template.toString(), 'postgres'),
  `create database "${name}" template "${templateName}"`,
)
process.env.DATABASE_URL = ownUrl
const [{ max: templateMedia }] = await query<{ max: number }>(
  ownUrl,
  'select coalesce(max(id), 0)::int as max from media',
)

/*
 * Uploads share one folder per collection (src/collections/Media, src/collections/LeadPhotos):
 * the files of the documents this file added go with its database, as deleting those documents
 * would have removed them. The template holds no shopper's photo.
 */
async function removeOwnLeadPhotos(): Promise<void> {
  const rows = await query<{ filename: string | null }>(ownUrl, 'select filename from lead_photos')
  const folder = path.resolve(process.cwd(), '.data/lead-photos')
  await Promise.all(
    rows.flatMap(({ filename }) =>
      filename ? [rm(path.join(folder, path.basename(filename)), { force: true })] : [],
    ),
  )
}

async function removeOwnUploads(): Promise<void> {
  await removeOwnLeadPhotos()
  const columns = await query<{ name: string }>(
    ownUrl,
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = 'media' and column_name like '%filename'`,
  )
  if (columns.length === 0) return
  const names = columns.map((column) => `"${column.name}"`).join(', ')
  const rows = await query<Record<string, string | null>>(
    ownUrl,
    `select ${names} from media where id > $1`,
    [templateMedia],
  )
  const folder = path.resolve(process.cwd(), '.data/media')
  const files = rows.flatMap((row) => Object.values(row).filter((file) => file !== null))
  await Promise.all(
    files.map((file) => rm(path.join(folder, path.basename(file)), { force: true })),
  )
}

/*
 * Work a test left running (a lead's jobs, run after its answer) may still hold a connection, and
 * the drop terminates it mid-query: the client then emits an error nobody listens for, which
 * fails the run though every test passed. So the drop waits a moment (3 s at most) for such work
 * to end, and what is still checked out after that (the client Payload keeps among it) has its
 * termination heard: the database goes on purpose. `_clients` is pg-pool's list of its clients.
 */
async function quietBeforeDrop(pool: {
  totalCount: number
  idleCount: number
  _clients?: { on: (event: 'error', listener: () => void) => unknown }[]
}): Promise<void> {
  const deadline = Date.now() + 3_000
  while (pool.totalCount - pool.idleCount > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  for (const client of pool._clients ?? []) client.on('error', () => {})
}

afterAll(async () => {
  // Payload's client, if the file made one and did not close it itself: its pool ends first,
  // so no idle client errors.
  const cached = (globalThis as { _payload?: Map<string, { payload?: Payload }> })._payload
  const pool = cached?.get('default')?.payload?.db.pool
  if (pool && !pool.ending) {
    await quietBeforeDrop(pool as typeof pool & Parameters<typeof quietBeforeDrop>[0])
    await closeIdleConnections(pool)
  }
  await removeOwnUploads()
  await dropDatabase(template.toString(), name)
}, 60_000)
