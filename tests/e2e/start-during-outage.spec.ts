import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '../support/child-server'
import {
  passwordFileOf,
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../../scripts/embedded-postgres'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instances'
import { visibleText } from './visible-text'

/*
 * ADR 0009: a production instance starts while its PostgreSQL is down, answers with 503s that
 * still show the site, and serves normally once the database comes up, with no restart. The
 * database it then finds is empty: the instance migrates it and must create no account and no
 * demo inventory by itself. It runs from a copy of the build without its caches, as a new release
 * would: the pages and reads the other tests' server left on disk would let it draw pages.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next'
// Inside the project, as Next wants its build folder.
const releaseCopy = `${distDir}-outage-${process.pid}`
test.describe('an instance started while PostgreSQL is down', () => {
  test.describe.configure({ timeout: 120_000 })
  let folder = ''
  const pgPassword = 'outage-test-password'
  let pgPort = 0
  let database: EmbeddedServer | undefined
  let app: Instance | undefined

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'start-outage-'))
    cpSync(distDir, releaseCopy, {
      recursive: true,
      filter: (source) =>
        ![path.join(distDir, 'cache'), path.join(distDir, 'server', 'route-cache')].some((cache) =>
          source.startsWith(cache),
        ),
    })
    pgPort = await freePort()
    // The embedded server takes the superuser password it finds beside its data folder.
    writeFileSync(passwordFileOf(path.join(folder, 'pg')), pgPassword, { mode: 0o600 })
    app = startInstance({
      port: await freePort(),
      env: {
        NEXT_DIST_DIR: releaseCopy,
        DATABASE_URL: `postgres://postgres:${pgPassword}@127.0.0.1:${pgPort}/venture`,
        // Next's own cache: a shared Redis cache would mix in the other tests' server.
        REDIS_URL: '',
      },
    })
  })

  test.afterAll(async () => {
    app?.stop()
    await database?.stop()
    if (folder) rmSync(folder, { recursive: true, force: true })
    rmSync(releaseCopy, { recursive: true, force: true })
  })

  test('answers 503 with the site and its phone, then 200 once the database is up', async () => {
    const origin = app!.origin
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(503)

    const page = await fetch(`${origin}/trailers/aluminum`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    const html = await page.text()
    const text = visibleText(html)
    expect(text).toContain('be right back')
    expect(text).toContain('(410) 555-0187')
    expect(text).toContain('Inventory')
    expect(html).not.toContain('<script')

    const api = await fetch(`${origin}/api/inventory`)
    expect(api.status).toBe(503)
    expect(((await api.json()) as { error?: string }).error).toBeTruthy()

    // A brand-new, empty PostgreSQL appears where the instance is looking.
    database = await startEmbeddedPostgres(path.join(folder, 'pg'), pgPort)
    const upAt = Date.now()
    await expect
      .poll(() => fetch(`${origin}/api/health`).then((r) => r.status), { timeout: 30_000 })
      .toBe(200)
    console.log(`[start-outage] healthy ${Date.now() - upAt} ms after PostgreSQL started`)

    const recovered = await fetch(`${origin}/trailers/aluminum`)
    expect(recovered.status).toBe(200)
    expect(visibleText(await recovered.text())).toContain('Aluminum')
    expect(await (await fetch(`${origin}/api/inventory`)).json()).toEqual([])

    const client = new pg.Client({ connectionString: database.urlFor('venture') })
    await client.connect()
    try {
      const users = await client.query('select count(*)::int as count from users')
      expect(users.rows[0].count, 'a production start creates no account').toBe(0)
      const items = await client.query('select count(*)::int as count from inventory_items')
      expect(items.rows[0].count, 'a production start loads no demo inventory').toBe(0)
    } finally {
      await client.end()
    }
  })
})
