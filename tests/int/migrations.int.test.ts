import { execFileSync } from 'node:child_process'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

/*
 * Runs the Payload CLI as production does, on a database of its own beside the test database:
 * rolling back drops tables the other test files are using at the same time.
 */
const testDatabase = new URL(process.env.DATABASE_URL ?? '')
const ownDatabase = new URL(testDatabase)
ownDatabase.pathname = `${testDatabase.pathname}_roundtrip`
const name = ownDatabase.pathname.slice(1)

const cli = (command: string) =>
  execFileSync('npx', ['payload', command], {
    env: {
      ...process.env,
      DATABASE_URL: ownDatabase.toString(),
      NODE_OPTIONS: '--conditions=development',
    },
    encoding: 'utf8',
    timeout: 120_000,
  })

async function query<T>(url: URL, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

const tables = async () =>
  (
    await query<{ count: number }>(
      ownDatabase,
      `select count(*)::int as count from information_schema.tables
       where table_schema = 'public' and table_name <> 'payload_migrations'`,
    )
  )[0]!.count

afterAll(() => query(testDatabase, `drop database if exists "${name}" with (force)`))

describe('migrations', () => {
  it('round-trip: rolling every migration back drops the schema, applying them again restores it', async () => {
    await query(testDatabase, `drop database if exists "${name}" with (force)`)
    await query(testDatabase, `create database "${name}"`)
    cli('migrate')
    const before = await tables()
    expect(before).toBeGreaterThan(10)

    // One batch holds them all; Payload 3.90's migrate:reset runs downs oldest first.
    cli('migrate:down')
    expect(await tables()).toBe(0)

    cli('migrate')
    expect(await tables()).toBe(before)
    const [category] = await query<{ name: string }>(
      ownDatabase,
      `insert into categories (id, name, updated_at, created_at)
       values (42, 'Round Trip Trailers', now(), now()) returning name`,
    )
    expect(category!.name).toBe('Round Trip Trailers')
  }, 300_000)
})
