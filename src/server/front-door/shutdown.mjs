// @ts-check
/*
 * Graceful drain on SIGTERM/SIGINT (docs/decisions/0022-graceful-drain-and-front-door-failover.md):
 * - at once: the health route answers 503 and the listener closes, so the front door's next
 *   connection is refused and it retries the request on another instance (a refusal is never
 *   an error there); idle keep-alive connections close now;
 * - requests in flight finish; their connections close after the answer (`Connection: close`
 *   where the headers have not gone out yet), so nothing new arrives on them;
 * - the jobs runner takes no new job and the running one finishes, as does a lead's first e-mail
 *   attempt that a quote request started in the background (a job still running at the
 *   deadline keeps its row, which the next runner hands back to the queue once it is stalled:
 *   src/server/leads/notifications.ts);
 * - the process exits when all that is done, or after `graceMs` (Compose's stop_grace_period
 *   leaves a margin above it).
 */
import { markDraining, stopBackgroundWork } from './draining.mjs'

/**
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, close: () => Promise<void>, log?: (message: string) => void }} options
 */
export function drainOnSignals(server, { graceMs, close, log = console.log }) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set()
  server.on('request', (_request, response) => {
    inFlight.add(response)
    response.on('close', () => inFlight.delete(response))
  })

  let stopping = false
  const drain = async (/** @type {string} */ signal) => {
    if (stopping) return
    stopping = true
    const startedAt = Date.now()
    markDraining()
    setTimeout(() => {
      log(`> ${signal}: ${inFlight.size} request(s) still in flight after ${graceMs} ms, exiting`)
      process.exit(0)
    }, graceMs).unref()

    const closed = new Promise((resolve) => server.close(resolve))
    server.on('request', (_request, response) => response.setHeader('Connection', 'close'))
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
      // Node keeps a connection whose answer went out before the drain: close it once idle.
      else response.on('finish', () => setImmediate(() => server.closeIdleConnections()))
    }
    server.closeIdleConnections()
    log(`> ${signal}: draining ${inFlight.size} request(s) in flight`)

    await Promise.all([closed, stopBackgroundWork()])
    await close().catch(() => {})
    log(`> drained in ${Date.now() - startedAt} ms`)
    process.exit(0)
  }
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => void drain(signal))
  }
}
