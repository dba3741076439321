import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * The Drizzle handle of `req`'s transaction (the pool outside one), for the SQL Payload has no
 * API for: row locks and advisory locks that must live exactly as long as the transaction.
 * Reads the PostgreSQL adapter's `sessions` map, unexported in @payloadcms/db-postgres 3.90.1.
 */
export async function transactionDb(req: PayloadRequest) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  return adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
}
