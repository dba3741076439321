import { execFileSync } from 'node:child_process'

import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { payload } from './helpers'

/* Runs the Payload CLI as production does: against the same fresh test database. */
const cli = (command: string) =>
  execFileSync('npx', ['payload', command], {
    env: { ...process.env, NODE_OPTIONS: '--conditions=development' },
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('migrations', () => {
  it('round-trip: rolling every migration back drops the schema, applying them again restores it', async () => {
    const client = await payload()
    const db = client.db.drizzle as unknown as {
      execute: (query: unknown) => Promise<{ rows: { count: number }[] }>
    }
    const tables = async () =>
      (
        await db.execute(
          sql`select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name not in ('payload_migrations')`,
        )
      ).rows[0].count

    const before = await tables()
    expect(before).toBeGreaterThan(10)

    cli('migrate:reset')
    expect(await tables()).toBe(0)

    cli('migrate')
    expect(await tables()).toBe(before)

    const created = await client.create({
      collection: 'categories',
      data: { id: 42, name: 'Round Trip Trailers' },
    })
    expect(created.name).toBe('Round Trip Trailers')
    await client.delete({ collection: 'categories', id: 42 })
  })
})
