// @ts-check
/*
 * Values one process shares between its two module worlds: server.mjs with what it imports, and
 * the app that Next bundles, which holds copies of the same modules (a route's bundle may hold
 * its own, too). Each value lives on globalThis under `Symbol.for('venture-trailers.<name>')`,
 * written here only (ESLint refuses `Symbol.for` anywhere else: eslint/layers.mjs), so every
 * copy of a module finds the one value.
 */

/**
 * Every name in use, with the module that owns its value:
 * - `draining`: src/server/front-door/draining.mjs
 * - `schema-migrated`: src/server/database/migrated.mjs
 * - `database-unavailable-since`: src/server/database/status.mjs
 * - `page-view-sink`: src/server/front-door/page-views/start.mjs (set by src/server/inventory/page-views.ts)
 * - `warm-up`: src/server/front-door/warm-up.mjs
 * - `sticker-turns`: src/server/stickers/one-at-a-time.ts
 * - `lead-photos-pending`: src/server/leads/lead-photos-store.ts
 * @typedef {'draining' | 'schema-migrated' | 'database-unavailable-since' | 'page-view-sink'
 *   | 'warm-up' | 'sticker-turns' | 'lead-photos-pending'} SharedName
 */

/**
 * The process's value under `name`, made by `create` the first time any copy asks.
 * @template T
 * @param {SharedName} name
 * @param {() => T} create
 * @returns {T}
 */
export function processShared(name, create) {
  const values = /** @type {Record<symbol, T | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (values[Symbol.for(`venture-trailers.${name}`)] ??= create())
}
