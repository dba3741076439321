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
 *   the build by next.config.mjs (docs/decisions/0009-build-once-run-many.md). Each HTML page's
 *   policy allows the inline scripts Next wrote into it by their hashes, cached pages included
 *   (src/server/script-hash-policy.mjs, docs/decisions/0019-csp-without-unsafe-inline.md).
 * - A sold unit's page is gone 90 days after the sale: it answers 410, in development too
 *   (src/server/internals/page-status.mjs), and in production with the 404 document.
 * - A page that fails because PostgreSQL is unreachable answers 503 with Retry-After and the
 *   outage page built with the release (src/app/(outage)), so visitors see the site, a message and
 *   the phone number, and load balancers and crawlers see an outage, not a broken page; a page
 *   that is not found answers the full 404 document. Next itself would send an empty error shell
 *   that only JavaScript fills in.
 * - A body larger than its route accepts is refused with 413 before Next or Payload reads it into
 *   memory (src/server/body-guard.mjs).
 * - An address that is not UTF-8 once percent-decoded is refused before Next's router fails on it
 *   with a 500 (src/server/path-guard.mjs).
 * - An instance is ready (its health route answers 200) only once it has rendered the home page
 *   once, uncached, so no visitor waits for the first render's loading (src/server/warm-up.mjs).
 * - Views of unit pages are counted here, cached pages included, without rendering or waiting
 *   (src/server/page-views/counter.mjs, docs/decisions/0027-aging-report-and-page-views.md).
 *
 *   node server.mjs [--dev] [--port N] [--hostname H]     (PORT also sets the port)
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import next from 'next'

import { guardBody } from './src/server/body-guard.mjs'
import { guardPath } from './src/server/path-guard.mjs'
import { answerPageStatus } from './src/server/internals/page-status.mjs'
import { databaseUnavailable } from './src/server/database/status.mjs'
import { parseEnvironment } from './src/server/env-schema.mjs'
import { contentSecurityPolicy, securityHeaders } from './src/lib/security-headers.mjs'
import { startPageViews } from './src/server/page-views/start.mjs'
import { sendWithScriptHashes } from './src/server/script-hash-policy.mjs'
import { drainOnSignals } from './src/server/shutdown.mjs'
import { warmUp } from './src/server/warm-up.mjs'

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

if (!dev && !existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npm run build\` first.`)
  process.exit(1)
}

// Random per process: a client cannot send a header it cannot name (src/server/client-ip.ts).
const peerHeader = `x-peer-address-${randomBytes(8).toString('hex')}`
process.env.PEER_ADDRESS_HEADER = peerHeader

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
}
const headers = securityHeaders(policyOptions)
const policyWith = (/** @type {string[]} */ scriptHashes) =>
  contentSecurityPolicy({ ...policyOptions, scriptHashes })

/*
 * Documents of the release that stand in for what Next renders (read once, at start):
 * - the outage page (src/app/(outage)), without its scripts: they would start Next's router for
 *   /unavailable at another address; it is plain links and text, and its styles stay;
 * - the 404 document (src/app/global-not-found.tsx), which Next itself serves, scripts and all, at
 *   any address no page claims, but not for notFound() inside a page: there it sends an empty
 *   error shell that only JavaScript fills in.
 */
const builtPage = (/** @type {string} */ name) =>
  readFileSync(path.join(distDir, 'server/app', name), 'utf8')
const outagePage = dev
  ? undefined
  : builtPage('unavailable.html')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
const notFoundPage = dev ? undefined : builtPage('_not-found.html')

/* A request for a page's HTML, not for an API, an asset, or the data of a client navigation. */
const isPageRequest = (/** @type {import('node:http').IncomingMessage} */ request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.headers.rsc &&
  !/^\/(api|cms\/api|_next)\//.test(request.url ?? '/') &&
  !/[?&]_rsc=/.test(request.url ?? '')

/*
 * A form a browser posts without JavaScript (the quote and alert forms): its answer is a page the
 * visitor sees, so an outage's 503 must be the outage page, not the API's JSON (issue 38).
 */
const isPlainFormPost = (/** @type {import('node:http').IncomingMessage} */ request) =>
  request.method === 'POST' &&
  /^\/api\//.test(request.url ?? '') &&
  /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')

/**
 * Sends a release document instead of Next's body when a page's answer turns out to be a 500
 * during a database outage (the outage page, as 503) or a 404 (the 404 document), and when a plain
 * form post is answered 503 (the outage page). Decided when the status would go out (by
 * writeHead, or implicitly by the first write or end); Next's own body is then dropped.
 */
function substituteDocuments(
  /** @type {import('node:http').ServerResponse} */ response,
  { formPost = false } = {},
) {
  const { writeHead, write, end } = response
  /** @type {string | undefined} */
  let document
  const check = (/** @type {number} */ status) => {
    if (document !== undefined || response.headersSent) return
    if ((status === 500 && databaseUnavailable()) || (status === 503 && formPost)) {
      document = outagePage
      if (!response.hasHeader('Retry-After')) response.setHeader('Retry-After', '30')
      response.setHeader('Cache-Control', 'no-store')
      status = 503
    } else if (status === 404 && !formPost) {
      document = notFoundPage
    } else if (status === 410 && !formPost) {
      // A unit gone for good (./src/server/internals/page-status.mjs). Crawlers drop a 410 at
      // once; visitors read the 404 document.
      document = notFoundPage
    }
    if (document === undefined) return
    // Next's compression may have announced an encoding for its own body; ours goes out plain.
    response.removeHeader('Content-Length')
    response.removeHeader('Content-Encoding')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    writeHead.call(response, status)
  }
  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      check(status)
      return document !== undefined ? response : writeHead.call(response, status, ...rest)
    }
  )
  response.write = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      check(response.statusCode)
      return document !== undefined || write.apply(response, /** @type {any} */ (args))
    }
  )
  response.end = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      check(response.statusCode)
      if (document === undefined) return end.apply(response, /** @type {any} */ (args))
      return end.call(response, response.req.method === 'HEAD' ? undefined : document)
    }
  )
}

const pageViews = startPageViews({
  redisUrl: environment.REDIS_URL,
  trustedProxyHops: environment.TRUSTED_PROXY_HOPS,
  intervalMs: environment.PAGE_VIEWS_FLUSH_SECONDS * 1000,
})

const server = createServer((request, response) => {
  request.headers[peerHeader] = request.socket.remoteAddress ?? ''
  pageViews.watch(request, response, request.socket.remoteAddress ?? '')
  for (const { key, value } of headers) response.setHeader(key, value)
  // First, so that the documents sent or substituted below are hashed as they go out.
  if (!dev) sendWithScriptHashes(response, policyWith)
  if (guardPath(request, response, { isPage: isPageRequest(request), notFoundPage })) return
  if (guardBody(request, response)) return
  if (isPageRequest(request)) {
    if (!dev) substituteDocuments(response)
    // After (so around) the substitution, which then sees the 410; in development too.
    answerPageStatus(response)
  } else if (isPlainFormPost(request) && !dev) {
    substituteDocuments(response, { formPost: true })
  }
  void handle(request, response)
})
// Given the server, Next also answers its WebSocket upgrades (hot reload in development). The
// address to listen on is the server's alone: given a hostname, next 16.4.5 takes the rewrites of
// src/proxy.ts for another origin (it compares the hostname with 'localhost') and proxies them to
// itself over HTTP, through this server a second time.
const app = next({ dev, port, httpServer: server })
const handle = app.getRequestHandler()
await app.prepare()

server.listen(port, options.hostname, () => {
  console.log(`> Ready on http://${options.hostname ?? 'localhost'}:${port}${dev ? ' (dev)' : ''}`)
  // Health answers 503 until the warm-up render is done (src/server/warm-up.mjs).
  if (!dev) void warmUp(loopbackOrigin(), distDir)
})

/** This server's own origin, by loopback when it listens on every address. */
function loopbackOrigin() {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

// Health 503 and no new connections at once, requests in flight and a running job finish (10 s at
// most), then exit (src/server/shutdown.mjs).
drainOnSignals(server, {
  graceMs: 10_000,
  close: async () => {
    await pageViews.stop()
    await app.close()
  },
})
