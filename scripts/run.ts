/*
 * Runs a command with a database: DATABASE_URL when set, otherwise the embedded PostgreSQL in
 * .data/postgres. Applies pending migrations before the command (scripts/prepare-db.ts), and
 * stops the embedded server cleanly when the command ends or the wrapper is interrupted.
 *
 *   tsx scripts/run.ts [--fresh-db] [--demo] [--no-prepare] -- <command> [args...]
 *
 * --fresh-db    run against a new, uniquely named database that is dropped afterwards (tests).
 * --demo        load the demo staff account and inventory into a database that has no users yet
 *               (`npm run dev`, the end-to-end tests); production never does.
 * --no-prepare  leave the database as it is: the production server migrates by itself (and must
 *               start while PostgreSQL is down, so the database is created only if the server
 *               answers; Payload creates it otherwise once it does); a backup taken before an
 *               upgrade must hold the old schema; a restore replaces the schema anyway.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  dropDatabase,
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from './embedded-postgres'
import { payloadScriptFlags } from './payload-script-flags'

const root = path.resolve(import.meta.dirname, '..')
const separator = process.argv.indexOf('--')
const flags = new Set(process.argv.slice(2, separator === -1 ? undefined : separator))
const command = separator === -1 ? [] : process.argv.slice(separator + 1)
if (command.length === 0) {
  console.error(
    'usage: tsx scripts/run.ts [--fresh-db] [--demo] [--no-prepare] -- <command> [args...]',
  )
  process.exit(2)
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
process.env.NEXT_TELEMETRY_DISABLED = '1'

/*
 * A stable secret for a database of this machine (the embedded one, or a test's), so sessions
 * survive restarts without any .env. Against a shared DATABASE_URL every instance must sign with
 * the same PAYLOAD_SECRET, so there it must be given (src/server/env.ts says so at start).
 */
function localSecret(): string {
  const file = path.join(root, '.data', 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

function run(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env, cwd: root })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

async function main(): Promise<number> {
  let embedded: EmbeddedServer | undefined
  let serverUrl = process.env.DATABASE_URL
  let database = serverUrl ? new URL(serverUrl).pathname.slice(1) : 'venture'
  if (!serverUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
    const dataDir = path.resolve(root, process.env.EMBEDDED_PG_DIR ?? '.data/postgres')
    const started = Date.now()
    embedded = await startEmbeddedPostgres(dataDir, port)
    console.log(`[db] embedded PostgreSQL on port ${port} (${Date.now() - started} ms)`)
    serverUrl = embedded.urlFor('postgres')
  }
  if (flags.has('--fresh-db')) database = `venture_run_${Date.now()}_${process.pid}`
  await ensureDatabase(serverUrl, database).catch((error: unknown) => {
    // `npm start` must behave as the image's `node server.mjs`: up, answering 503, recovering.
    if (!flags.has('--no-prepare')) throw error
    const reason = (error as { code?: string }).code ?? String(error)
    console.warn(`[db] PostgreSQL did not answer (${reason}); starting without it`)
  })
  const databaseUrl = new URL(serverUrl)
  databaseUrl.pathname = `/${database}`

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    PAYLOAD_SECRET:
      process.env.PAYLOAD_SECRET || (embedded || flags.has('--fresh-db') ? localSecret() : ''),
  }
  // The command gets SIGINT/SIGTERM forwarded by run(); cleanup waits for it to exit.
  const cleanup = async () => {
    if (flags.has('--fresh-db')) await dropDatabase(serverUrl, database).catch(() => {})
    if (embedded) await embedded.stop()
  }
  try {
    const prepare = [
      process.execPath,
      ...payloadScriptFlags,
      'scripts/prepare-db.ts',
      ...(flags.has('--demo') ? ['--demo'] : []),
    ]
    if (!flags.has('--no-prepare')) {
      const prepared = await run(prepare, env)
      if (prepared !== 0) return prepared
    }
    return await run(command, env)
  } finally {
    await cleanup()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
