import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../support/child-server'
import {
  passwordFileOf,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../../scripts/embedded-postgres'
import { expect, test } from './fixtures'

/*
 * The README's production command, `npm start` (scripts/run.ts around server.mjs), behaves as the
 * container's `node server.mjs` while PostgreSQL is down: it starts, answers 503 on health, and
 * recovers by itself when the database appears (tests/e2e/start-during-outage.spec.ts covers
 * what the pages show meanwhile).
 */
const status = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  )

test.describe('npm start while PostgreSQL is down', () => {
  test.describe.configure({ timeout: 120_000 })
  let folder = ''
  let database: EmbeddedServer | undefined
  let app: ChildProcess | undefined

  test.afterAll(async () => {
    if (app?.pid && app.exitCode === null) process.kill(-app.pid, 'SIGTERM')
    await database?.stop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  test('starts, answers 503 on health, then 200 once the database is up', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'npm-start-outage-'))
    const pgPassword = 'npm-start-outage-password'
    const pgPort = await freePort()
    writeFileSync(passwordFileOf(path.join(folder, 'pg')), pgPassword, { mode: 0o600 })
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    let output = ''
    app = spawn('npm', ['start', '--', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres:${pgPassword}@127.0.0.1:${pgPort}/venture`,
        PAYLOAD_SECRET: 'npm-start-outage-secret-of-enough-length',
        NEXT_PUBLIC_SITE_URL: origin,
        // Next's own cache: a shared Redis cache would mix in the other tests' server.
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    for (const stream of [app.stdout, app.stderr]) {
      stream?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    }

    await expect.poll(() => status(`${origin}/api/health`), { timeout: 30_000 }).toBe(503)
    // Still running a while later: nothing gave up on the missing database.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(app.exitCode, output).toBeNull()
    expect(await status(`${origin}/api/health`)).toBe(503)

    database = await startEmbeddedPostgres(path.join(folder, 'pg'), pgPort)
    await expect.poll(() => status(`${origin}/api/health`), { timeout: 60_000 }).toBe(200)
  })
})
