// @ts-check
/*
 * Step 4: the Content-Security-Policy of an HTML page allows the inline scripts Next wrote into
 * it, by hash, and no other inline script (docs/decisions/0019-csp-without-unsafe-inline.md);
 * a CMS page also those with its own nonce (nonceForCmsPage, ADR 0062).
 *
 * Every inline script Next writes into a page is one call that hands JSON to a queue its client
 * code reads (inlineScriptQueueCalls, src/server/internals/next-output.mjs). A script counts as
 * Next's only if it is exactly one of these calls around text that parses as JSON, which is data
 * and runs nothing, so a script injected into the document is never blessed by the document
 * itself: it gets no hash and the browser refuses it. A Next upgrade that writes another form
 * fails tests/e2e/next-output.spec.ts and tests/e2e/headers.spec.ts.
 */
import { randomBytes } from 'node:crypto'

import { scriptHash } from '../../../lib/csp/script-hash.mjs'
import { inlineScriptQueueCalls as queueCalls } from '../../internals/next-output.mjs'
import { afterLoadScriptHashes } from './scripts.mjs'

/* Script types a browser runs (https://html.spec.whatwg.org/#javascript-mime-type); any other
 * type, e.g. application/ld+json, is a data block that no CSP directive governs. */
const executableType = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /(^|\s)src\s*=/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/**
 * Whether an inline script's text is one of Next's queue calls around JSON.
 * @param {string} source
 * @returns {boolean}
 */
export function isFrameworkScript(source) {
  const call = queueCalls.find((prefix) => source.startsWith(prefix))
  if (!call) return false
  const close = source.endsWith(');') ? 2 : source.endsWith(')') ? 1 : 0
  if (close === 0) return false
  try {
    JSON.parse(source.slice(call.length, source.length - close))
    return true
  } catch {
    return false
  }
}

/**
 * The hashes of the executable inline scripts of a document that are Next's, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function frameworkScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, source] of html.matchAll(inlineScript)) {
    if (srcAttribute.test(attributes)) continue
    const type = typeAttribute.exec(attributes)
    if (!executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue
    if (isFrameworkScript(source)) hashes.add(scriptHash(source))
  }
  return [...hashes]
}

/* A page of the CMS: rendered for each request and never cached (the API is not a page). */
const cmsPage = /^\/cms(?:[/?]|$)/

/**
 * A CMS page also allows the scripts that carry a nonce of its own. Payload streams parts of its
 * screens (its date fields) in Suspense boundaries, which React reveals with inline scripts of
 * its own, not Next's queue calls; Next reads a nonce from the request's policy header and hands
 * it to React, which sets it on those scripts. Public pages are cached and keep hashes alone.
 * A policy header a client sent is dropped from every request first, so no client chooses a
 * nonce. Call before Next has the request.
 * @param {import('./answer.mjs').Answer} answer
 */
export function nonceForCmsPage(answer) {
  const { request } = answer
  delete request.headers['content-security-policy']
  delete request.headers['content-security-policy-report-only']
  if (answer.kind !== 'page' || !cmsPage.test(request.url ?? '')) return
  answer.nonce = randomBytes(16).toString('base64')
  request.headers['content-security-policy'] = `script-src 'nonce-${answer.nonce}'`
}

/**
 * A 304 goes out without a policy: the browser keeps the one stored with the page it revalidated
 * (RFC 9111, 4.3.4), where a policy without that page's hashes would replace it.
 * @param {(scriptSources: string[]) => string} policyFor
 * @returns {import('./answer.mjs').Step}
 */
export const cspStep = (policyFor) => ({
  head({ response }) {
    if (response.statusCode === 304) response.removeHeader('Content-Security-Policy')
  },
  body({ body, response, nonce }) {
    const html = String(body)
    response.setHeader(
      'Content-Security-Policy',
      policyFor([
        ...frameworkScriptHashes(html),
        ...afterLoadScriptHashes(html),
        ...(nonce ? [`'nonce-${nonce}'`] : []),
      ]),
    )
  },
})
