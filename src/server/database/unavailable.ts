import { databaseUnavailableDigest } from '@/lib/outage'
import { markDatabaseAvailable, markDatabaseUnavailable } from '@/server/database/status.mjs'

/*
 * PostgreSQL cannot serve the request right now (it is not a bad query): socket failures,
 * SQLSTATE class 08 (connection exception) and 57P01-57P03 (connection ended by a shutdown or a
 * crash; "the database system is starting up" / "shutting down"). Drizzle wraps the driver's
 * error as the `cause` of its own.
 */
const DOWN_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[123])$/
/*
 * node-postgres' and pg-pool's own failures carry no code, nor does Payload's failed start, nor
 * its failed transaction start, which keeps only a message: the driver's ("Error: cannot begin
 * transaction: connect ECONNREFUSED 127.0.0.1:5432") or Drizzle's, without its cause ("…: Failed
 * query: begin", a connection reset under it). Every form that stores a lead starts one; a BEGIN
 * fails for no reason but the connection.
 */
const DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|cannot connect to Postgres|cannot begin transaction: (?:Failed query: begin\b|(?:connect |read |write )?(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)\b)/i

export const isDatabaseDown = (error: unknown): boolean => {
  let cause = error
  for (let depth = 0; cause instanceof Error && depth < 5; depth++, cause = cause.cause) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && DOWN_CODES.test(code)) return true
    if (DOWN_MESSAGES.test(cause.message)) return true
  }
  return false
}

/** How the APIs (/api/* and /cms/api) answer while PostgreSQL is unreachable. */
export const outageRefusal = {
  status: 503,
  message: 'Service temporarily unavailable. Please try again shortly.',
  headers: { 'Retry-After': '5' },
}

/** A read that failed because PostgreSQL is unreachable; its digest reaches the browser. */
export class DatabaseUnavailableError extends Error {
  readonly digest = databaseUnavailableDigest

  constructor(cause: unknown) {
    super('PostgreSQL is unreachable', { cause })
  }
}

/**
 * Runs a database read and keeps this process's view of the database current (server.mjs answers
 * page failures during an outage with 503). An outage becomes a DatabaseUnavailableError.
 */
export async function readDatabase<R>(read: () => Promise<R>): Promise<R> {
  try {
    const result = await read()
    markDatabaseAvailable()
    return result
  } catch (error) {
    if (!isDatabaseDown(error)) throw error
    markDatabaseUnavailable()
    throw new DatabaseUnavailableError(error)
  }
}
