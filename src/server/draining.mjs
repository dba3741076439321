// @ts-check
/*
 * Whether this process is shutting down, and what must stop before it exits. Shared through
 * globalThis because two copies of this module run in one process: the app's bundle (the health
 * route answers 503 while draining; the jobs runner registers how it stops) and server.mjs
 * (which drains on SIGTERM: src/server/shutdown.mjs).
 */
const key = Symbol.for('venture-trailers.draining')

/** @typedef {{ since: number | undefined, stoppers: (() => Promise<void>)[] }} DrainState */

/** @type {Record<symbol, DrainState | undefined>} */
const global = /** @type {any} */ (globalThis)

const state = () => (global[key] ??= { since: undefined, stoppers: [] })

export function markDraining() {
  state().since ??= Date.now()
}

export function draining() {
  return state().since !== undefined
}

/** Registers work to stop (and wait for) before the process exits, e.g. the jobs runner. */
export function onDrain(/** @type {() => Promise<void>} */ stop) {
  state().stoppers.push(stop)
}

/** Runs every registered stopper; one that fails does not keep the others from running. */
export async function stopBackgroundWork() {
  await Promise.allSettled(state().stoppers.map((stop) => stop()))
}
