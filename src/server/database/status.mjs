// @ts-check
/*
 * Whether this process last found PostgreSQL unreachable. Shared by the process
 * (../process-shared.mjs) because two copies of this module run in it: the app's bundle (which
 * notices an outage where a read fails) and server.mjs (which answers page failures during one
 * with 503, not 500).
 */
import { processShared } from '../process-shared.mjs'

/** @type {() => { since: number | undefined }} */
const state = () => processShared('database-unavailable-since', () => ({ since: undefined }))

export function markDatabaseUnavailable() {
  state().since ??= Date.now()
}

export function markDatabaseAvailable() {
  state().since = undefined
}

export function databaseUnavailable() {
  return state().since !== undefined
}
