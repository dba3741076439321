// @ts-check
/*
 * A new process's first page render costs a few hundred milliseconds that later renders do not:
 * the pages' module graph (which the health route does not share) loads Payload's Local API, and
 * React's server renderer runs for the first time. server.mjs pays that before the instance is
 * ready: it renders the home page once in draft mode, which renders as for a visitor but neither
 * reads nor writes the page or data cache, so the first visitor still gets a fresh render, only
 * faster (docs/decisions/0030-warm-before-ready.md). The health route answers 503 until then.
 * Shared through globalThis, like draining.mjs: server.mjs and the app's bundle each hold a copy.
 * On a database still migrating, the render waits for the migrations: rendered into missing
 * tables, every retry would log a page error with its stack trace.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { migrated as schemaMigrated } from './database/migrated.mjs'

const key = Symbol.for('venture-trailers.warm-up')

/** @type {Record<symbol, 'warming' | 'warm' | undefined>} */
const global = /** @type {any} */ (globalThis)

/** True while a warm-up runs; never where none was started (development, tests in-process). */
export function warmingUp() {
  return global[key] === 'warming'
}

/**
 * Once the schema is this release's, renders `origin`'s home page in draft mode until it answers
 * below 500 (the database may still be unreachable), or until `giveUpMs`: an instance whose
 * database stays unmigrated or whose home page fails is still better serving its other pages
 * than never ready. One log line for a wait, one for giving up.
 * @param {string} origin
 * @param {string} distDir
 * @param {{ retryMs?: number, giveUpMs?: number, migrated?: () => boolean }} [options]
 */
export async function warmUp(
  origin,
  distDir,
  { retryMs = 500, giveUpMs = 60_000, migrated = schemaMigrated } = {},
) {
  global[key] = 'warming'
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
  const cookie = `__prerender_bypass=${manifest.preview.previewModeId}`
  const deadline = Date.now() + giveUpMs
  const pause = () => new Promise((resolve) => setTimeout(resolve, retryMs))
  if (!migrated()) {
    console.log('[start] warm-up render waits for the migrations')
    while (!migrated() && Date.now() < deadline) await pause()
    if (!migrated()) {
      console.warn(`[start] warm-up skipped: migrations not applied after ${giveUpMs} ms`)
      global[key] = 'warm'
      return
    }
  }
  let status = 0
  while (Date.now() < deadline) {
    status = await fetch(`${origin}/`, { headers: { cookie } })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0)
    if (status > 0 && status < 500) break
    await pause()
  }
  if (status === 0 || status >= 500) console.warn(`[start] warm-up render answered ${status}`)
  global[key] = 'warm'
}
