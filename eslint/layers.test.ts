import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// import/no-cycle reads each linted file from disk, and a planted file has none.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })

/* The repository's own config, with the fixture's text planted at a path under src/server/. */
async function plant(fixture: string, at: string) {
  const text = await readFile(path.join(root, 'eslint/fixtures', fixture), 'utf8')
  const [result] = await eslint.lintText(text, { filePath: path.join(root, at) })
  return result.messages.filter((message) => message.ruleId === 'layers/server-imports-outside')
}

describe('layers/server-imports-outside', () => {
  it('refuses a server module that imports access, a collection or an app route', async () => {
    const messages = await plant('server-imports-outside.ts', 'src/server/leads/planted.ts')
    expect(messages.map((message) => message.line)).toEqual([2, 3, 4])
    expect(messages[0].message).toContain('not @/access')
  }, 60_000)

  it('refuses a relative path out of src/server as well', async () => {
    const [result] = await eslint.lintText(
      "export { Footer } from '../../components/site/Footer'\n",
      {
        filePath: path.join(root, 'src/server/leads/planted.ts'),
      },
    )
    expect(result.messages.map((message) => message.ruleId)).toContain(
      'layers/server-imports-outside',
    )
  }, 60_000)

  it('lets a server module import lib, server, the generated types and packages', async () => {
    expect(await plant('server-imports-inside.ts', 'src/server/leads/planted.ts')).toEqual([])
  }, 60_000)

  it('leaves the same imports alone outside src/server', async () => {
    expect(await plant('server-imports-outside.ts', 'src/components/planted.ts')).toEqual([])
  }, 60_000)
})

describe('one registry for what the process shares', () => {
  const symbolFor = async (at: string) => {
    const [result] = await eslint.lintText(
      "export const flag = Symbol.for('venture-trailers.planted')\n",
      { filePath: path.join(root, at) },
    )
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax')
  }

  it('refuses Symbol.for outside src/server/process-shared.mjs', async () => {
    expect(await symbolFor('src/server/planted.mjs')).toHaveLength(1)
    expect(await symbolFor('src/server/leads/planted.ts')).toHaveLength(1)
  }, 60_000)

  it('takes it in the registry', async () => {
    expect(await symbolFor('src/server/process-shared.mjs')).toEqual([])
  }, 60_000)
})

/* The restricted imports a planted file's lines break, by line. */
async function restrictedLines(text: string, at: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, at) })
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.line)
}

describe("server.mjs's front door", () => {
  it('refuses app code outside src/server/front-door/ and the modules both sides read', async () => {
    const planted = [
      "import { guardBody } from './src/server/front-door/body-guard.mjs'",
      "import { databaseUnavailable } from './src/server/database/status.mjs'",
      "import { prefetchHeader } from './src/server/internals/next-output.mjs'",
      "import { intake } from './src/server/leads/intake.ts'",
      "import { processShared } from './src/server/process-shared.mjs'",
    ].join('\n')
    expect(await restrictedLines(`${planted}\n`, 'server.mjs')).toEqual([4, 5])
  }, 60_000)
})

describe('what payload.config.ts loads reads through req.payload', () => {
  it('refuses a fetched client or a cached read in a collection, but not a service', async () => {
    const planted = [
      "import { getSiteSettings } from '@/server/content/site'",
      "import { getUnitPage } from '@/server/inventory/page-reads'",
      "import { cachedQuery } from '@/server/cache/cached-query'",
      "import { toApiItem } from '@/server/inventory/mapping'",
    ].join('\n')
    expect(await restrictedLines(`${planted}\n`, 'src/collections/planted.ts')).toEqual([1, 2, 3])
  }, 60_000)
})

describe('layers/raw-sql', () => {
  const rawSql = async (text: string, at: string) => {
    const [result] = await eslint.lintText(text, { filePath: path.join(root, at) })
    return result.messages
      .filter((message) => message.ruleId === 'layers/raw-sql')
      .map((message) => message.line)
  }
  const planted = [
    "import { sql } from '@payloadcms/db-postgres'",
    "import { sql as raw } from 'drizzle-orm'",
    'type Db = { execute: (query: unknown) => Promise<unknown> }',
    'export const read = (db: Db) => db.execute(raw`SELECT 1`)',
    'export const lock = (db: Db) => db.execute(sql`SELECT pg_advisory_xact_lock(1)`)',
    "export const unlock = (client: { query: (text: string) => void }) => client.query('select 1')",
    'export const later = (client: { query: (text: string) => void }) =>',
    '  client.query(`\n  UPDATE "alerts" SET "status" = 1`)',
    "import * as drizzle from '@payloadcms/db-postgres/drizzle'",
    'export const namespaced = (db: Db) => db.execute(drizzle.sql`SELECT 1`)',
    "export const locking = (client: { query: (text: string) => void }) => client.query('LOCK TABLE alerts')",
  ].join('\n')

  it('refuses the sql tag, its import and query text in a feature module', async () => {
    expect(await rawSql(planted, 'src/server/leads/planted.ts')).toEqual([1, 2, 5, 6, 8, 11, 12])
    expect(await rawSql(planted, 'src/collections/Planted/index.ts')).toEqual([
      1, 2, 5, 6, 8, 11, 12,
    ])
  }, 60_000)

  it('takes them in the database and internals modules and in tests', async () => {
    expect(await rawSql(planted, 'src/server/database/planted.ts')).toEqual([])
    expect(await rawSql(planted, 'src/server/internals/planted.ts')).toEqual([])
    expect(await rawSql(planted, 'src/server/leads/planted.test.ts')).toEqual([])
    expect(await rawSql(planted, 'tests/int/planted.int.test.ts')).toEqual([])
  }, 60_000)

  it('leaves alone the adapter, its types and other calls named query', async () => {
    const text = [
      "import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'",
      "import type { SQL } from 'drizzle-orm'",
      'export type Handle = PostgresAdapter | SQL',
      'export const adapter = postgresAdapter',
      "export const find = (api: { query: (text: string) => void }) => api.query('name')",
    ].join('\n')
    expect(await rawSql(text, 'src/server/leads/planted.ts')).toEqual([])
  }, 60_000)
})
