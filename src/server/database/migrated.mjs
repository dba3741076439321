// @ts-check
/*
 * Whether this process has found the schema up to this release (applied the start's migrations,
 * or seen another instance apply them). Shared by the process (../process-shared.mjs) because two
 * copies of this module run in it: the app's bundle (which migrates at start: ./startup.ts) and
 * server.mjs (whose warm-up render waits for it: src/server/front-door/warm-up.mjs).
 */
import { processShared } from '../process-shared.mjs'

const state = () => processShared('schema-migrated', () => ({ migrated: false }))

export function markMigrated() {
  state().migrated = true
}

export function migrated() {
  return state().migrated
}
