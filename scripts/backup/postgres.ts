/* The PostgreSQL client tools (pg_dump, pg_restore, psql) the backup scripts drive. */
import { spawn } from 'node:child_process'

import pg from 'pg'

export type Connection = {
  /** The URL for libpq's --dbname, without its password (command lines show in `ps`). */
  dbname: string
  database: string
  env: NodeJS.ProcessEnv
}

export function connection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: url.toString(),
    database: decodeURIComponent(url.pathname.slice(1)),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  }
}

export const majorOf = (version: string): number => Number(version.split('.')[0])

/** Runs a client tool and answers its standard output; fails with its standard error. */
export function runTool(tool: string, args: string[], env = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found. Install the PostgreSQL client tools: ` +
                'apt-get install postgresql-client',
            )
          : error,
      ),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`)),
    )
  })
}

/** "15.20" from `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)`. */
export async function toolVersion(tool: string): Promise<string> {
  const output = await runTool(tool, ['--version'])
  const version = /\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/.exec(output)?.[1]
  if (!version) throw new Error(`Unexpected \`${tool} --version\` output: ${output.trim()}`)
  return version
}

export async function serverVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version')
    return rows[0].server_version.split(' ')[0]
  } finally {
    await client.end()
  }
}

/** A client tool at least as new as `server` (pg_dump refuses newer servers, and so should we). */
export async function requireTool(tool: string, atLeast: string, what: string): Promise<string> {
  const version = await toolVersion(tool)
  if (majorOf(version) < majorOf(atLeast)) {
    throw new Error(
      `${tool} ${version} is older than ${what} (PostgreSQL ${atLeast}). Install ` +
        `postgresql-client-${majorOf(atLeast)} or newer (apt-get install postgresql-client on a ` +
        'matching Debian release, or the PostgreSQL apt repository).',
    )
  }
  return version
}
