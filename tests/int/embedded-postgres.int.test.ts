import { mkdtempSync, rmSync, statSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { freePort } from '../support/child-server'
import { passwordFileOf, startEmbeddedPostgres } from '../../scripts/embedded-postgres'

/*
 * The embedded server's superuser has a generated password kept beside the data
 * folder (mode 600), not `password`, and its data folder is private to the server's user. A
 * cluster of an older checkout (still on `password`) is moved over when it starts.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'))
const dataDir = path.join(folder, 'postgres')

afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function signsIn(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const mode = (file: string) => statSync(file).mode & 0o777

describe('the embedded PostgreSQL', () => {
  it('generates a private superuser password and keeps its data folder private', async () => {
    const port = await freePort()
    const server = await startEmbeddedPostgres(dataDir, port)
    try {
      const password = new URL(server.urlFor('postgres')).password
      expect(password).toMatch(/^[0-9a-f]{48}$/)
      expect(mode(passwordFileOf(dataDir))).toBe(0o600)
      expect(passwordFileOf(dataDir)).toBe(path.join(folder, 'postgres-password'))
      expect(mode(dataDir)).toBe(0o700)
      expect(await signsIn(port, password)).toBe(true)
      expect(await signsIn(port, 'password')).toBe(false)
    } finally {
      await server.stop()
    }
  })

  it("moves an older checkout's cluster (superuser password `password`) to a generated one", async () => {
    const port = await freePort()
    // Turn the cluster back into what an older checkout left: the fixed password, no file.
    const before = await startEmbeddedPostgres(dataDir, port)
    const client = new pg.Client({ connectionString: before.urlFor('postgres') })
    await client.connect()
    await client.query(`alter role postgres password 'password'`)
    await client.end()
    await before.stop()
    unlinkSync(passwordFileOf(dataDir))

    const server = await startEmbeddedPostgres(dataDir, port)
    try {
      const password = new URL(server.urlFor('postgres')).password
      expect(password).not.toBe('password')
      expect(mode(passwordFileOf(dataDir))).toBe(0o600)
      expect(await signsIn(port, password)).toBe(true)
      expect(await signsIn(port, 'password')).toBe(false)
    } finally {
      await server.stop()
    }
  })
})
