import { execFile } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { typescriptFlags } from '../../../scripts/payload-script-flags'

const root = path.resolve(import.meta.dirname, '../../..')

export type ScriptRun = { status: number; stdout: string; stderr: string; ms: number }

/** Runs scripts/<name>.ts as `npm run db:*` does inside scripts/run.ts, as a child process. */
export function runScript(
  name: 'db-backup' | 'db-restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...typescriptFlags, `scripts/${name}.ts`, ...args],
      { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ status, stdout, stderr, ms: Date.now() - started })
      },
    )
  })
}

/** Row count of every table in the public schema: a whole-database fingerprint. */
export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from public."${name}"`,
      )
      counts[name] = rows[0].count
    }
    return counts
  } finally {
    await client.end()
  }
}

export async function execute(databaseUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

export { databaseUrl } from '../../support/database-url'

/**
 * Closes a pool's idle connections before its database is dropped WITH (FORCE): one the drop
 * terminates while the pool is closing it errors with nobody listening (an uncaught exception).
 * pool.end() itself never settles for Payload's pool, which keeps one client checked out (and
 * listens for that one's errors).
 */
export async function closeIdleConnections(pool: {
  idleCount: number
  on: (event: 'remove', listener: () => void) => unknown
  end: () => Promise<void>
}): Promise<void> {
  const idle = pool.idleCount
  let removed = 0
  const closed = new Promise<void>((resolve) => {
    if (idle === 0) resolve()
    pool.on('remove', () => {
      if (++removed >= idle) resolve()
    })
  })
  void pool.end()
  await closed
}
