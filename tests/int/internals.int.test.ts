import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { lockedDocumentsAccess } from '@/access/locked-documents'
import { inTransaction } from '@/server/database/in-transaction'
import { afterCommit } from '@/server/internals/after-commit'
import { lockedDocumentsSlug } from '@/server/internals/locked-documents-access'
import { transactionDb, transactionSession } from '@/server/internals/transaction-db'

import { payload } from './helpers/requests'

/*
 * The unexported Payload internals src/server/internals/ wraps, as payload 3.90.1 and
 * @payloadcms/db-postgres 3.90.1 have them: an upgrade that changes one fails here, not in
 * production.
 */
const transactionId = async (db: Awaited<ReturnType<typeof transactionDb>>) => {
  const { rows } = await db.execute<{ id: string }>(sql`select txid_current()::text as id`)
  return rows[0]?.id
}

describe("the PostgreSQL adapter's transaction sessions", () => {
  it('hold the Drizzle handle of the request’s transaction and the calls that end it', async () => {
    const client = await payload()
    await inTransaction(client, {}, async (req) => {
      const session = await transactionSession(req)
      expect(typeof session?.resolve).toBe('function')
      expect(typeof session?.reject).toBe('function')
      const db = await transactionDb(req)
      expect(db).toBe(session?.db)
      expect(await transactionId(db)).toBe(await transactionId(db))
      expect(await transactionId(db)).not.toBe(await transactionId(client.db.drizzle))
    })
    const outside = await createLocalReq({}, client)
    expect(await transactionSession(outside)).toBeUndefined()
    expect(await transactionDb(outside)).toBe(client.db.drizzle)
  })

  it("run an after-commit task once Payload's commit has run, never after a rollback", async () => {
    const client = await payload()
    const ran: string[] = []
    await inTransaction(client, {}, async (req) => {
      await afterCommit(req, async () => void ran.push('committed'))
      expect(ran).toEqual([])
    })
    expect(ran).toEqual(['committed'])
    await expect(
      inTransaction(client, {}, async (req) => {
        await afterCommit(req, async () => void ran.push('rolled back'))
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(ran).toEqual(['committed'])
  })
})

describe("Payload's own lock collection", () => {
  it('exists under its slug and takes the access payload.config.ts sets on it', async () => {
    const { config } = await payload()
    const locks = config.collections.find(({ slug }) => slug === lockedDocumentsSlug)
    expect(locks?.access).toMatchObject(lockedDocumentsAccess)
  })
})
