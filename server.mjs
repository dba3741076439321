// @ts-check
/*
 * The production entry (`npm start`, the container's command; `npm run dev` with --dev): Next's
 * request handler behind a plain Node HTTP server, for what `next start` cannot do.
 *
 * - The rate limits must know the address a request really came from. Next hands route handlers
 *   only headers, and keeps any X-Forwarded-For a client sends, so the socket's address goes in a
 *   header whose name only this process knows (src/server/client-ip.ts reads it).
 * - Security headers (CSP, HSTS...) depend on the deployment (site URL, GA, Clerk), and a build
 *   must run anywhere, so they are set here from the environment at start instead of baked into
 *   the build by next.config.mjs (docs/decisions/0009-build-once-run-many.md).
 * - Every answer leaves through one pipeline of steps, in order (src/server/front-door/pipeline/,
 *   docs/decisions/0041-one-response-pipeline.md): a page's status as the site means it (a gone
 *   unit 410, a moved page 301), the release's 404 or outage document instead of Next's body,
 *   Next's scripts held until the page loaded, the CSP with the hashes of the page's inline
 *   scripts, and one compression, Brotli or gzip.
 * - A body larger than its route accepts is refused with 413 before Next or Payload reads it into
 *   memory (src/server/front-door/body-guard.mjs).
 * - An address that is not UTF-8 once percent-decoded is refused before Next's router fails on it
 *   with a 500 (src/server/front-door/path-guard.mjs).
 * - An instance is ready (its health route answers 200) only once it has rendered the home page
 *   once, uncached, so no visitor waits for the first render's loading (src/server/front-door/warm-up.mjs).
 * - Views of unit pages are counted here, cached pages included, without rendering or waiting
 *   (src/server/front-door/page-views/counter.mjs, docs/decisions/0027-aging-report-and-page-views.md).
 *
 *   node server.mjs [--dev] [--port N] [--hostname H]     (PORT also sets the port)
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import next from 'next'

import { guardBody } from './src/server/front-door/body-guard.mjs'
import { guardPath } from './src/server/front-door/path-guard.mjs'
import {
  anyScriptPreload,
  buildIdFile,
  notFoundDocumentFile,
  prerenderedPageFile,
  scriptElement,
} from './src/server/internals/next-output.mjs'
import { databaseUnavailable } from './src/server/database/status.mjs'
import { parseEnvironment } from './src/server/env-schema.mjs'
import {
  contentSecurityPolicy,
  securityHeaders,
  stripeCheckoutOrigin,
} from './src/lib/security-headers.mjs'
import { startPageViews } from './src/server/front-door/page-views/start.mjs'
import { answerKind, createAnswer } from './src/server/front-door/pipeline/answer.mjs'
import { runPipeline } from './src/server/front-door/pipeline/chain.mjs'
import { compressionStep } from './src/server/front-door/pipeline/compression.mjs'
import { cspStep, nonceForCmsPage } from './src/server/front-door/pipeline/csp.mjs'
import { documentStep } from './src/server/front-door/pipeline/document.mjs'
import { scriptsStep } from './src/server/front-door/pipeline/scripts.mjs'
import { statusStep } from './src/server/front-door/pipeline/status.mjs'
import { drainOnSignals } from './src/server/front-door/shutdown.mjs'
import { makeWarmUpToken, warmUp } from './src/server/front-door/warm-up.mjs'

const { values: options } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
    hostname: { type: 'string', short: 'H' },
  },
})
const dev = options.dev ?? false
const port = Number(options.port)
const distDir = process.env.NEXT_DIST_DIR || '.next'

if (!dev && !existsSync(path.join(distDir, buildIdFile))) {
  console.error(`No production build in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}

// Random per process: a client cannot send a header it cannot name (src/server/client-ip.ts).
const peerHeader = `x-peer-address-${randomBytes(8).toString('hex')}`
process.env.PEER_ADDRESS_HEADER = peerHeader
makeWarmUpToken()

// The same schema as src/server/env.ts: a misconfigured deployment stops here, before listening.
const environment = (() => {
  try {
    return parseEnvironment(process.env)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()
const policyOptions = {
  production: !dev,
  siteUrl: environment.NEXT_PUBLIC_SITE_URL,
  gaMeasurementId: environment.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  clerkPublishableKey: environment.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
  checkoutOrigin: stripeCheckoutOrigin(environment),
}
const headers = securityHeaders(policyOptions)
const policyWith = (/** @type {string[]} */ scriptSources) =>
  contentSecurityPolicy({ ...policyOptions, scriptSources })

/*
 * Documents of the release that stand in for what Next renders (read once, at start,
 * ./src/server/front-door/pipeline/document.mjs): the outage page (src/app/(outage)) without its scripts,
 * which would start Next's router for /unavailable at another address (it is plain links and
 * text, and its styles stay), and the 404 document (src/app/global-not-found.tsx).
 */
const builtFile = (/** @type {string} */ name) => readFileSync(path.join(distDir, name), 'utf8')
const outagePage = dev
  ? undefined
  : builtFile(prerenderedPageFile('unavailable'))
      .replace(scriptElement, '')
      .replace(anyScriptPreload, '')
const notFoundPage = dev ? undefined : builtFile(notFoundDocumentFile)

/*
 * The response pipeline, in its order (docs/decisions/0041-one-response-pipeline.md). Under
 * `next dev` the statuses and the compression are the same; there are no release documents, and
 * Next's development scripts are evaluated code that no hash would allow, so pages keep the
 * development policy (src/lib/security-headers.mjs) and are not held.
 */
const steps = [
  statusStep,
  documentStep({ outagePage, notFoundPage, databaseUnavailable }),
  ...(dev ? [] : [scriptsStep, cspStep(policyWith)]),
  compressionStep,
]

const pageViews = startPageViews({
  redisUrl: environment.REDIS_URL,
  trustedProxyHops: environment.TRUSTED_PROXY_HOPS,
  intervalMs: environment.PAGE_VIEWS_FLUSH_SECONDS * 1000,
})

const server = createServer((request, response) => {
  request.headers[peerHeader] = request.socket.remoteAddress ?? ''
  pageViews.watch(request, response, request.socket.remoteAddress ?? '')
  for (const { key, value } of headers) response.setHeader(key, value)
  const answer = createAnswer(request, response, answerKind(request))
  // Before the guards: their refusals go out through the same steps.
  runPipeline(answer, steps)
  if (guardPath(request, response, { isPage: answer.kind === 'page', notFoundPage })) return
  if (guardBody(answer)) return
  if (!dev) nonceForCmsPage(answer)
  void handle(request, response)
})
// A client that reuses an idle connection the moment this server closes it gets ECONNRESET. Node
// closes them after 5 s, which a keep-alive client without a limit of its own (Playwright's, a
// load balancer's) can hit; so the client closes first: nginx's upstream keepalive_timeout is
// 4 s (deploy/nginx), a load balancer's idle timeout commonly 60 s.
server.keepAliveTimeout = 65_000
// Given the server, Next also answers its WebSocket upgrades (hot reload in development). The
// address to listen on is the server's alone: given a hostname, next 16.4.5 takes the rewrites of
// src/proxy.ts for another origin (it compares the hostname with 'localhost') and proxies them to
// itself over HTTP, through this server a second time.
const app = next({ dev, port, httpServer: server })
const handle = app.getRequestHandler()
await app.prepare()

server.listen(port, options.hostname, () => {
  console.log(`> Ready on http://${options.hostname ?? 'localhost'}:${port}${dev ? ' (dev)' : ''}`)
  // Health answers 503 until the warm-up render is done (src/server/front-door/warm-up.mjs).
  if (!dev) void warmUp(loopbackOrigin())
})

/** This server's own origin, by loopback when it listens on every address. */
function loopbackOrigin() {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

// Health 503 and no new connections at once, requests in flight and a running job finish (10 s at
// most), then exit (src/server/front-door/shutdown.mjs).
drainOnSignals(server, {
  graceMs: 10_000,
  close: async () => {
    await pageViews.stop()
    await app.close()
  },
})
