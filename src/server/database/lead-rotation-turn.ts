import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/internals/transaction-db'

/**
 * The rotation's next turn from the `lead_rotation_turn` sequence: instances and parallel jobs
 * each get their own number at once, with no lock to wait on while holding a connection.
 */
export async function nextRotationTurn(db: Db): Promise<number> {
  const { rows } = await db.execute(sql`SELECT nextval('lead_rotation_turn') AS turn`)
  return Number((rows[0] as { turn: string | number }).turn)
}
