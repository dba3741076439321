import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/internals/transaction-db'

/*
 * One follow of a redirect, counted in place: a Payload update would run the collection's hooks
 * and purge the redirects' cache on every visit.
 */
export async function countRedirectUse(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    UPDATE "redirects" SET "uses" = "uses" + 1 WHERE "id" = ${id}
  `)
}
