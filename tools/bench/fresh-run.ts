import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { payloadScriptFlags } from '../../scripts/payload-script-flags'
import { root } from './app'

/*
 * A measuring run is its own script started again by scripts/run.ts on a fresh database with the
 * demo inventory, and a password of its own for its staff account.
 */
export function underFreshDatabase(script: string, args: string[]): Promise<number> {
  const tsx = path.join(root, 'node_modules/.bin/tsx')
  const child = spawn(tsx, ['scripts/run.ts', '--fresh-db', '--demo', '--', tsx, script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_DATABASE_READY: '1',
      BENCH_STARTED_AT: String(Date.now()),
      BENCH_STAFF_PASSWORD: randomBytes(24).toString('base64url'),
    },
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

/** The run's staff account and the lead rotation (tools/bench/staff-account.ts). */
export function createStaffAccount(): Promise<void> {
  const child = spawn(process.execPath, [...payloadScriptFlags, 'tools/bench/staff-account.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`staff-account.ts exited with ${code}`)),
    ),
  )
}
