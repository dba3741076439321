import { sql } from '@payloadcms/db-postgres'

import { advisoryLocks } from '@/server/database/advisory-locks'
import type { Db } from '@/server/internals/transaction-db'

/** Waits for, then holds for the transaction, the review requests to `email`. */
export async function lockReviewsToAddress(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${advisoryLocks.reviewByAddress}, hashtext(${email}))`,
  )
}
