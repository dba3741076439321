import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/internals/transaction-db'

/*
 * The statement on privacy requests Payload has no API for (ADR 0068): counting a try of a texted
 * code in one statement, so parallel guesses cannot all read the same count.
 */

/** Takes one of the `allowed` tries of request `id`'s code: false when none is left. */
export async function takeCodeTry(db: Db, id: number, allowed: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE privacy_requests SET code_tries = coalesce(code_tries, 0) + 1
    WHERE id = ${id} AND code_hash IS NOT NULL AND coalesce(code_tries, 0) < ${allowed}
    RETURNING id`)
  return rows.length > 0
}
