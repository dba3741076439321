// @ts-check
/*
 * A new process's first page render costs a few hundred milliseconds that later renders do not:
 * the pages' module graph (which the health route does not share) loads Payload's Local API, and
 * React's server renderer runs for the first time. server.mjs pays that before the instance is
 * ready: it renders the home page once in draft mode, which renders as for a visitor but neither
 * reads nor writes the page or data cache, so the first visitor still gets a fresh render, only
 * faster (docs/decisions/0030-warm-before-ready.md). The health route answers 503 until then.
 * Draft mode is Next's public one, turned on as the CMS's preview does: by a route
 * (src/app/api/warm-up) that only this process can call, with a token made at its start.
 * Shared by the process (../process-shared.mjs), like draining.mjs: server.mjs and the app's
 * bundle each hold a copy.
 * On a database still migrating, the render waits for the migrations: rendered into missing
 * tables, every retry would log a page error with its stack trace.
 */
import { randomBytes } from 'node:crypto'

import { migrated as schemaMigrated } from '../database/migrated.mjs'
import { processShared } from '../process-shared.mjs'

/** @type {() => { phase: 'warming' | 'warm' | undefined }} */
const state = () => processShared('warm-up', () => ({ phase: undefined }))

/** The request header that carries the token (src/app/api/warm-up/route.ts checks it). */
export const warmUpTokenHeader = 'x-warm-up-token'

/**
 * Makes this process's token, for the route to read from the environment (like server.mjs's peer
 * address header): random, so no client can turn on draft mode through it.
 */
export function makeWarmUpToken() {
  process.env.WARM_UP_TOKEN = randomBytes(24).toString('base64url')
}

/**
 * The cookies draft mode sets, as a Cookie header, or undefined when the route would not.
 * @param {string} origin
 */
async function draftModeCookie(origin) {
  const response = await fetch(`${origin}/api/warm-up`, {
    headers: { [warmUpTokenHeader]: process.env.WARM_UP_TOKEN ?? '' },
  })
  await response.arrayBuffer()
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  return response.ok && cookies.length > 0 ? cookies.join('; ') : undefined
}

/** True while a warm-up runs; never where none was started (development, tests in-process). */
export function warmingUp() {
  return state().phase === 'warming'
}

/**
 * Once the schema is this release's, renders `origin`'s home page in draft mode until it answers
 * below 500 (the database may still be unreachable), or until `giveUpMs`: an instance whose
 * database stays unmigrated or whose home page fails is still better serving its other pages
 * than never ready. One log line for a wait, one for giving up; a failure of the warm-up itself
 * is logged, and the instance is ready all the same.
 * @param {string} origin
 * @param {{ retryMs?: number, giveUpMs?: number, migrated?: () => boolean }} [options]
 */
export async function warmUp(origin, options = {}) {
  state().phase = 'warming'
  try {
    await render(origin, options)
  } catch (error) {
    console.error('[start] warm-up failed:', error)
  } finally {
    state().phase = 'warm'
  }
}

/**
 * @param {string} origin
 * @param {{ retryMs?: number, giveUpMs?: number, migrated?: () => boolean }} options
 */
async function render(origin, { retryMs = 500, giveUpMs = 60_000, migrated = schemaMigrated }) {
  const deadline = Date.now() + giveUpMs
  const pause = () => new Promise((resolve) => setTimeout(resolve, retryMs))
  if (!migrated()) {
    console.log('[start] warm-up render waits for the migrations')
    while (!migrated() && Date.now() < deadline) await pause()
    if (!migrated()) {
      console.warn(`[start] warm-up skipped: migrations not applied after ${giveUpMs} ms`)
      return
    }
  }
  const cookie = await draftModeCookie(origin)
  if (cookie === undefined) throw new Error('draft mode was not turned on')
  let status = 0
  while (Date.now() < deadline) {
    status = await fetch(`${origin}/`, { headers: { cookie } })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0)
    if (status > 0 && status < 500) break
    await pause()
  }
  if (status === 0 || status >= 500) console.warn(`[start] warm-up render answered ${status}`)
}
