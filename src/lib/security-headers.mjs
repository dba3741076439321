/*
 * Response headers: the security headers server.mjs sets on every response, from the deployment's
 * environment when the server starts (so a build runs anywhere, ADR 0009), and the cache lifetimes
 * of static files that next.config.mjs declares. Plain JavaScript because both load it before any
 * TypeScript tooling runs.
 */

import { scriptHash } from './csp/script-hash.mjs'
import { googleAnalyticsScript } from './google-analytics-script.mjs'

const year = 31536000
const week = 604800

/*
 * Files in public/ are named by slug, not by content (tools/assets regenerates them in place), so
 * they get a week plus a revalidation window rather than `immutable`. Media uploads never reuse a
 * live name (the upload service adds a random suffix and Payload numbers any clash), so they are
 * cached for good: only the files themselves, so their Cache-Control is set by the REST API's
 * entry (src/server/api/cms-input.ts) on a success, since a rule here would also mark a 404 of
 * a deleted file immutable. /_next/static needs no rule: Next marks its hashed files immutable.
 */
const slugNamedFiles = `public, max-age=${week}, stale-while-revalidate=${4 * week}`
export const contentNamedFiles = `public, max-age=${year}, immutable`

export const cacheRules = [
  { source: '/images/:path*', cacheControl: slugNamedFiles },
  { source: '/hero/:path*', cacheControl: slugNamedFiles },
  { source: '/brand/:path*', cacheControl: slugNamedFiles },
]

/**
 * The Frontend API host a Clerk publishable key encodes (`pk_test_` or `pk_live_` + base64 of
 * `host$`), or undefined for a malformed key.
 * @param {string} publishableKey
 * @returns {string | undefined}
 */
export function clerkFrontendApi(publishableKey) {
  const match = /^pk_(?:test|live)_(.+)$/.exec(publishableKey)
  if (!match) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const host = decoded.endsWith('$') ? decoded.slice(0, -1) : ''
  return /^[a-z0-9.-]+$/i.test(host) ? host : undefined
}

/**
 * @typedef {object} PolicyOptions
 * @property {boolean} production `next build`/`next start` (React's development build needs eval)
 * @property {string} [gaMeasurementId] GA4 is loaded only when this is set
 * @property {string} [clerkPublishableKey] Clerk is loaded (on /admin) only when this is set
 * @property {string} [checkoutOrigin] where the reserve form's post goes on to pay (ADR 0063)
 */

/**
 * The origin of Stripe's hosted Checkout when Stripe takes the deposits: its own, or the test
 * gateway's that STRIPE_API_BASE_URL names (it serves its payment page too).
 * @param {{ STRIPE_SECRET_KEY?: string, STRIPE_API_BASE_URL?: string }} environment
 * @returns {string | undefined}
 */
export function stripeCheckoutOrigin({ STRIPE_SECRET_KEY, STRIPE_API_BASE_URL }) {
  if (!STRIPE_SECRET_KEY) return undefined
  return STRIPE_API_BASE_URL ? new URL(STRIPE_API_BASE_URL).origin : 'https://checkout.stripe.com'
}

/**
 * Content-Security-Policy. Inline scripts run only by hash: Next's own, hashed per response by
 * server.mjs from the document it sends (`scriptSources`, src/server/front-door/pipeline/csp.mjs),
 * and GA's, known at start. A hash survives every cache a page passes through, where a nonce
 * would make every page render per request (docs/decisions/0019-csp-without-unsafe-inline.md);
 * only the CMS's pages, rendered per request anyway, add a nonce of their own (csp.mjs).
 * Inline event handler attributes, which neither Next nor React write, are refused
 * (`script-src-attr 'none'`): the usual payload of injected HTML (`<img onerror=…>`) does not run.
 * Outside production (`next dev`) inline scripts stay allowed as a whole: the development build
 * writes its own and needs eval.
 * @param {PolicyOptions & { scriptSources?: string[] }} options
 * @returns {string}
 */
export function contentSecurityPolicy({
  production,
  gaMeasurementId,
  clerkPublishableKey,
  checkoutOrigin,
  scriptSources = [],
}) {
  const script = ["'self'", ...(production ? scriptSources : ["'unsafe-inline'", "'unsafe-eval'"])]
  const connect = ["'self'"]
  const img = ["'self'", 'data:', 'blob:']
  const frame = ["'self'"]
  if (gaMeasurementId) {
    if (production) script.push(scriptHash(googleAnalyticsScript(gaMeasurementId)))
    script.push('https://www.googletagmanager.com')
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    )
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com')
  }
  if (clerkPublishableKey) {
    const frontendApi = clerkFrontendApi(clerkPublishableKey)
    const clerkHosts = [
      ...(frontendApi ? [`https://${frontendApi}`] : []),
      ...(clerkPublishableKey.startsWith('pk_test_') ? ['https://*.clerk.accounts.dev'] : []),
    ]
    // Clerk's bot protection runs a Cloudflare Turnstile challenge in a frame.
    script.push(...clerkHosts, 'https://challenges.cloudflare.com')
    connect.push(...clerkHosts)
    img.push('https://img.clerk.com')
    frame.push('https://challenges.cloudflare.com')
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "media-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    // A form's redirect is held to form-action too: the reserve form's 303 goes to the payment page.
    `form-action 'self'${checkoutOrigin ? ` ${checkoutOrigin}` : ''}`,
    "object-src 'none'",
  ].join('; ')
}

/**
 * @typedef {PolicyOptions & { siteUrl: string }} HeaderOptions
 */

/**
 * The headers every response carries. HSTS only for a production build served over https: sent
 * from http://localhost it would pin the browser to https for a host that has no certificate.
 * includeSubDomains and preload commit the whole domain, a choice for its owner, so they are left out.
 * @param {HeaderOptions} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
  if (options.production && options.siteUrl.startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: `max-age=${year}` })
  }
  return headers
}

/** The `headers()` rules of next.config.mjs: fixed, so they may be part of the build. */
export function cacheHeaderRules() {
  return cacheRules.map(({ source, cacheControl }) => ({
    source,
    headers: [{ key: 'Cache-Control', value: cacheControl }],
  }))
}
