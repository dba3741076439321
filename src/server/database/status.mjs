// @ts-check
/*
 * Whether this process last found PostgreSQL unreachable. Shared through globalThis because two
 * copies of this module run in one process: the app's bundle (which notices an outage where a
 * read fails) and server.mjs (which answers page failures during one with 503, not 500).
 */
const key = Symbol.for('venture-trailers.database-unavailable-since')

/** @type {Record<symbol, number | undefined>} */
const state = /** @type {any} */ (globalThis)

export function markDatabaseUnavailable() {
  state[key] ??= Date.now()
}

export function markDatabaseAvailable() {
  state[key] = undefined
}

export function databaseUnavailable() {
  return state[key] !== undefined
}
