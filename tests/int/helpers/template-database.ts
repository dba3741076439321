import { readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { runScript } from './seed-helpers'

/*
 * Vitest's globalSetup for the int project (ADR 0043): the database DATABASE_URL names is the
 * template every test file copies its own database from (file-database.ts). scripts/run.ts
 * --fresh-db has migrated it already; run any other way, it is migrated here, once per run.
 * PostgreSQL copies a template only while nobody is connected to it, so no session may stay.
 */
export default async function prepareTemplate(): Promise<void> {
  const template = process.env.DATABASE_URL
  if (!template) throw new Error('the integration tests need DATABASE_URL (see docs/testing.md)')
  if (await pending(template)) {
    const prepared = await runScript('prepare-db')
    if (prepared.status !== 0) throw new Error(`migrating the template failed:\n${prepared.stderr}`)
  }
  const client = new pg.Client({ connectionString: template })
  await client.connect()
  try {
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    )
  } finally {
    await client.end()
  }
}

async function pending(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client
      .query<{ name: string }>(`select name from payload_migrations`)
      .catch(() => ({ rows: [] }))
    const applied = new Set(rows.map((row) => row.name))
    return migrationNames().some((name) => !applied.has(name))
  } finally {
    await client.end()
  }
}

/* Payload names a migration after its file (migrations/index.ts lists the same files). */
const migrationNames = () =>
  readdirSync(path.resolve(import.meta.dirname, '../../../migrations'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
