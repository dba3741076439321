import { spawn } from 'node:child_process'
import path from 'node:path'

import { dropDatabase, ensureDatabase } from '../../../scripts/embedded-postgres'
import { payloadScriptFlags } from '../../../scripts/payload-script-flags'
import { closeIdleConnections, databaseUrl } from './backup-helpers'

const root = path.resolve(import.meta.dirname, '../../..')

/*
 * The seeding tests need a database nobody else writes to (no account yet, no inventory). Call
 * before the first Payload call: its config reads DATABASE_URL when first loaded.
 */
export async function ownDatabase(suffix: string) {
  const serverUrl = process.env.DATABASE_URL!
  const name = `${new URL(serverUrl).pathname.slice(1).slice(0, 50)}_${suffix}`
  await ensureDatabase(serverUrl, name)
  process.env.DATABASE_URL = databaseUrl(serverUrl, name)
  return {
    async drop(pool?: Parameters<typeof closeIdleConnections>[0]) {
      if (pool) await closeIdleConnections(pool)
      await dropDatabase(serverUrl, name)
    },
  }
}

export type ScriptRun = { status: number; stdout: string; stderr: string }

/* Runs scripts/<name>.ts in a child process on this database, as scripts/run.ts runs prepare-db.ts. */
export function runScript(
  name: 'prepare-db' | 'seed-demo' | 'create-admin',
  args: string[] = [],
  { env = {}, input }: { env?: Record<string, string>; input?: string } = {},
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...payloadScriptFlags, `scripts/${name}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      timeout: 60_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ status: code ?? 1, stdout, stderr }))
    child.stdin.end(input)
  })
}
