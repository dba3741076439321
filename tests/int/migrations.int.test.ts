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

/*
 * Everything the migrations own in the public schema, one line per object with its definition:
 * tables, columns, enum types with their values, functions, sequences, indexes and constraints.
 * Payload's own bookkeeping (payload_migrations) is left out: it records the rollback itself.
 */
const schemaObjects = async () =>
  (
    await query<{ line: string }>(
      ownDatabase,
      `select 'table ' || table_name as line from information_schema.tables
        where table_schema = 'public' and table_name <> 'payload_migrations'
       union all
       select 'column ' || table_name || '.' || column_name || ' ' || udt_name || ' '
              || is_nullable || ' ' || coalesce(column_default, '')
         from information_schema.columns
        where table_schema = 'public' and table_name <> 'payload_migrations'
       union all
       select 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder)
         from pg_type t join pg_enum e on e.enumtypid = t.oid
        where t.typnamespace = 'public'::regnamespace group by t.typname
       union all
       select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
         from pg_proc p where p.pronamespace = 'public'::regnamespace
       union all
       select 'sequence ' || sequence_name from information_schema.sequences
        where sequence_schema = 'public' and sequence_name <> 'payload_migrations_id_seq'
       union all
       select 'index ' || indexdef from pg_indexes
        where schemaname = 'public' and tablename <> 'payload_migrations'
       union all
       select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' '
              || pg_get_constraintdef(oid)
         from pg_constraint
        where connamespace = 'public'::regnamespace
          and conrelid::regclass::text <> 'payload_migrations'`,
    )
  )
    .map(({ line }) => line)
    .sort()

const count = (objects: string[], kind: string) =>
  objects.filter((line) => line.startsWith(`${kind} `)).length

afterAll(() => query(testDatabase, `drop database if exists "${name}" with (force)`))

describe('migrations', () => {
  it('round-trip: rolling every migration back leaves no table, type, function or index; applying them again restores the same schema', async () => {
    await query(testDatabase, `drop database if exists "${name}" with (force)`)
    await query(testDatabase, `create database "${name}"`)
    cli('migrate')
    const before = await schemaObjects()
    expect(count(before, 'table')).toBeGreaterThan(10)
    expect(count(before, 'enum')).toBeGreaterThan(5)
    expect(count(before, 'index')).toBeGreaterThan(10)

    // One batch holds them all; Payload 3.90's migrate:reset runs downs oldest first.
    cli('migrate:down')
    expect(await schemaObjects()).toEqual([])

    cli('migrate')
    expect(await schemaObjects()).toEqual(before)
    const [category] = await query<{ name: string }>(
      ownDatabase,
      `insert into categories (id, name, updated_at, created_at)
       values (42, 'Round Trip Trailers', now(), now()) returning name`,
    )
    expect(category!.name).toBe('Round Trip Trailers')
  }, 300_000)
})
