// @ts-check
/*
 * A new process's first page render costs a few hundred milliseconds that later renders do not:
 * the pages' module graph (which the health route does not share) loads Payload's Local API, and
 * React's server renderer runs for the first time. server.mjs pays that before the instance is
 * ready: it renders the home page once in draft mode, which renders as for a visitor but neither
 * reads nor writes the page or data cache, so the first visitor still gets a fresh render, only
 * faster (docs/decisions/0030-warm-before-ready.md). The health route answers 503 until then.
 * Shared through globalThis, like draining.mjs: server.mjs and the app's bundle each hold a copy.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const key = Symbol.for('venture-trailers.warm-up')

/** @type {Record<symbol, 'warming' | 'warm' | undefined>} */
const global = /** @type {any} */ (globalThis)

/** True while a warm-up runs; never where none was started (development, tests in-process). */
export function warmingUp() {
  return global[key] === 'warming'
}

/**
 * Renders `origin`'s home page in draft mode until it answers below 500 (the database may still
 * be unreachable or migrating), or until `giveUpMs`: an instance whose home page fails is still
 * better serving its other pages than never ready.
 * @param {string} origin
 * @param {string} distDir
 * @param {{ retryMs?: number, giveUpMs?: number }} [options]
 */
export async function warmUp(origin, distDir, { retryMs = 500, giveUpMs = 60_000 } = {}) {
  global[key] = 'warming'
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'))
  const cookie = `__prerender_bypass=${manifest.preview.previewModeId}`
  const deadline = Date.now() + giveUpMs
  let status = 0
  while (Date.now() < deadline) {
    status = await fetch(`${origin}/`, { headers: { cookie } })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0)
    if (status > 0 && status < 500) break
    await new Promise((resolve) => setTimeout(resolve, retryMs))
  }
  if (status === 0 || status >= 500) console.warn(`[start] warm-up render answered ${status}`)
  global[key] = 'warm'
}
