// @ts-check
/*
 * Sends each HTML page with the Content-Security-Policy that allows the inline scripts Next wrote
 * into it, by hash (docs/decisions/0019-csp-without-unsafe-inline.md). The page is held until it
 * is complete, since the header must go out before the body; other responses pass untouched.
 * Next compresses a page before server.mjs sees it, so the scripts are read from a decompressed
 * copy and the bytes Next produced are sent as they are: nothing in the document is rewritten.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { frameworkScriptHashes } from '../lib/csp/framework-script-hashes.mjs'

/** @typedef {import('node:http').ServerResponse} Response */

/** @type {Record<string, (body: Buffer) => Buffer>} */
const decoders = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}

/**
 * Next's cached pages carry an ETag, a hash of the document: the same ETag is the same scripts, so
 * a page served from a cache is read once per instance rather than on every view.
 * @type {Map<string, string[]>}
 */
const hashesByEtag = new Map()
const rememberedEtags = 500

/** @param {Response} response @param {Buffer} body */
function hashesOf(response, body) {
  const etag = response.getHeader('etag')
  const key = typeof etag === 'string' ? etag : undefined
  const known = key === undefined ? undefined : hashesByEtag.get(key)
  if (known) return known
  const encoding = String(response.getHeader('content-encoding') ?? '').trim()
  const decode = decoders[encoding]
  const hashes = frameworkScriptHashes((decode ? decode(body) : body).toString('utf8'))
  if (key !== undefined) {
    if (hashesByEtag.size >= rememberedEtags) hashesByEtag.clear()
    hashesByEtag.set(key, hashes)
  }
  return hashes
}

const isHtml = (/** @type {Response} */ response) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

/**
 * Holds an HTML response until its end, then sets the policy `policyFor(hashes)` and sends it.
 * A 304 goes out without a policy: the browser keeps the one stored with the page it revalidated
 * (RFC 9111, 4.3.4), where a policy without that page's hashes would replace it.
 * @param {Response} response
 * @param {(scriptHashes: string[]) => string} policyFor
 */
export function sendWithScriptHashes(response, policyFor) {
  const { writeHead, write, end, flushHeaders } = response
  /** @type {'hold' | 'pass' | undefined} */
  let mode
  const sendHead = () => writeHead.call(response, response.statusCode)
  /** @type {Buffer[]} */
  const chunks = []
  const decide = () => {
    if (mode) return mode
    mode =
      response.req.method !== 'HEAD' && response.statusCode !== 304 && isHtml(response)
        ? 'hold'
        : 'pass'
    if (response.statusCode === 304) response.removeHeader('Content-Security-Policy')
    return mode
  }
  /** @param {any} chunk @param {any} encoding */
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
  }

  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      // writeHead(status, [reason], [headers]): headers given here count for the decision too.
      if (typeof rest[0] === 'string') response.statusMessage = rest[0]
      const headers = rest.find((argument) => typeof argument === 'object' && argument !== null)
      const pairs = Array.isArray(headers)
        ? headers.flatMap((value, index) => (index % 2 ? [] : [[value, headers[index + 1]]]))
        : Object.entries(headers ?? {})
      for (const [name, value] of pairs) response.setHeader(name, value)
      response.statusCode = status
      return decide() === 'pass' ? sendHead() : response
    }
  )
  response.flushHeaders = function () {
    if (decide() === 'pass') flushHeaders.call(response)
  }
  response.write = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ done) {
      if (decide() === 'pass') return write.call(response, chunk, encoding, done)
      hold(chunk, encoding)
      const callback = typeof encoding === 'function' ? encoding : done
      if (callback) process.nextTick(callback)
      return true
    }
  )
  response.end = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ done) {
      if (decide() === 'pass') return end.call(response, chunk, encoding, done)
      hold(chunk, encoding)
      const body = Buffer.concat(chunks)
      response.setHeader('Content-Security-Policy', policyFor(hashesOf(response, body)))
      if (!response.hasHeader('transfer-encoding'))
        response.setHeader('Content-Length', body.length)
      sendHead()
      const callback = [chunk, encoding, done].find((argument) => typeof argument === 'function')
      return end.call(response, body, callback)
    }
  )
}
