// @ts-check
/*
 * Whether this process has found the schema up to this release (applied the start's migrations,
 * or seen another instance apply them). Shared through globalThis because two copies of this
 * module run in one process: the app's bundle (which migrates at start: ./startup.ts) and
 * server.mjs (whose warm-up render waits for it: src/server/warm-up.mjs).
 */
const key = Symbol.for('venture-trailers.schema-migrated')

/** @type {Record<symbol, boolean | undefined>} */
const state = /** @type {any} */ (globalThis)

export function markMigrated() {
  state[key] = true
}

export function migrated() {
  return state[key] === true
}
