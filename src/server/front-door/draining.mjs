// @ts-check
/*
 * Whether this process is shutting down, and what must stop before it exits. Shared by the
 * process (../process-shared.mjs) because two copies of this module run in it: the app's bundle
 * (the health route answers 503 while draining; the jobs runner registers how it stops) and
 * server.mjs (which drains on SIGTERM: src/server/front-door/shutdown.mjs).
 */
import { processShared } from '../process-shared.mjs'

/**
 * @typedef {{
 *   since: number | undefined,
 *   stoppers: (() => Promise<void>)[],
 *   running: Set<Promise<unknown>>,
 * }} DrainState
 */

/** @returns {DrainState} */
const state = () =>
  processShared('draining', () => ({ since: undefined, stoppers: [], running: new Set() }))

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

/**
 * Work a request started and left running after its answer (a lead's first e-mail attempt): the
 * drain waits for it as for a request in flight. Returns `work`.
 * @template T
 * @param {Promise<T>} work
 */
export function whileRunning(work) {
  const { running } = state()
  running.add(work)
  const done = () => running.delete(work)
  work.then(done, done)
  return work
}

/**
 * Runs every registered stopper and waits for the work left running; one that fails does not
 * keep the others from running.
 */
export async function stopBackgroundWork() {
  const { stoppers, running } = state()
  await Promise.allSettled([...stoppers.map((stop) => stop()), ...running])
}
