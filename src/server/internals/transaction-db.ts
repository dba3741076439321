import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/*
 * Written against @payloadcms/db-postgres 3.90.1. Payload has no API for "the database handle of
 * this request's transaction": the PostgreSQL adapter keeps one session per transaction in its
 * undocumented `sessions` map, keyed by the id Payload puts on the request, each with Drizzle's
 * handle (`db`) and the calls that end it (`resolve`, `reject`). This is the one place that reads
 * it; tests/int/internals.int.test.ts fails when an upgrade renames or reshapes it.
 */
export type TransactionSession = PostgresAdapter['sessions'][string]

const adapterOf = (req: PayloadRequest) => req.payload.db as unknown as PostgresAdapter

/** The adapter's session of `req`'s transaction; none outside one. */
export async function transactionSession(
  req: PayloadRequest,
): Promise<TransactionSession | undefined> {
  if (!req.transactionID) return undefined
  return adapterOf(req).sessions[String(await req.transactionID)]
}

/**
 * The Drizzle handle of `req`'s transaction (the pool outside one), for the SQL Payload has no
 * API for: row locks and advisory locks that must live exactly as long as the transaction.
 */
export async function transactionDb(req: PayloadRequest) {
  return (await transactionSession(req))?.db ?? adapterOf(req).drizzle
}

/** What the statements of src/server/database/ run on: a transaction's handle or the pool's. */
export type Db = Awaited<ReturnType<typeof transactionDb>>
