// @ts-check
/*
 * Sends each HTML page as it goes out of server.mjs: with Next's scripts held until the page has
 * loaded where the page asks for it (./scripts-after-load.mjs), and with the
 * Content-Security-Policy that allows the inline scripts in it, by hash
 * (docs/decisions/0019-csp-without-unsafe-inline.md). The page is held until it is complete,
 * since the header must go out before the body; other responses pass untouched. Next compresses
 * a page before server.mjs sees it, so the document is read from a decompressed copy; a page
 * that is not rewritten goes out as the bytes Next produced, a rewritten one compressed again
 * the same way.
 */
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib'

import { frameworkScriptHashes } from '../lib/csp/framework-script-hashes.mjs'
import { afterLoadScriptHashes, holdScriptsUntilLoad } from './scripts-after-load.mjs'

/** @typedef {import('node:http').ServerResponse} Response */

/** @type {Record<string, { decode: (body: Buffer) => Buffer, encode: (body: Buffer) => Buffer }>} */
const codings = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
}

/**
 * Next's cached pages carry an ETag, a hash of the document: the same ETag (and encoding) is the
 * same page, so a page served from a cache is read and rewritten once per instance rather than
 * on every view.
 * @type {Map<string, { body: Buffer, hashes: string[] }>}
 */
const pagesByEtag = new Map()
const rememberedPages = 500

/**
 * The bytes to send for the page Next produced as `body`, and the hashes of its inline scripts.
 * @param {Response} response @param {Buffer} body
 */
function pageToSend(response, body) {
  const etag = response.getHeader('etag')
  const encoding = String(response.getHeader('content-encoding') ?? '').trim()
  const key = typeof etag === 'string' ? `${encoding} ${etag}` : undefined
  const known = key === undefined ? undefined : pagesByEtag.get(key)
  if (known) return known
  const coding = codings[encoding]
  if (!coding && encoding !== '' && encoding !== 'identity') {
    // An encoding this module cannot read: the page goes out as Next made it, and its inline
    // scripts without a hash are refused by the browser, which a test would show.
    return { body, hashes: [] }
  }
  const html = (coding ? coding.decode(body) : body).toString('utf8')
  const rewritten = holdScriptsUntilLoad(html)
  const sent = rewritten ?? html
  const encode = (/** @type {string} */ text) =>
    coding ? coding.encode(Buffer.from(text)) : Buffer.from(text)
  const page = {
    body: rewritten === undefined ? body : encode(rewritten),
    hashes: [...frameworkScriptHashes(sent), ...afterLoadScriptHashes(sent)],
  }
  if (key !== undefined) {
    if (pagesByEtag.size >= rememberedPages) pagesByEtag.clear()
    pagesByEtag.set(key, page)
  }
  return page
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
      const { body, hashes } = pageToSend(response, Buffer.concat(chunks))
      response.setHeader('Content-Security-Policy', policyFor(hashes))
      if (!response.hasHeader('transfer-encoding'))
        response.setHeader('Content-Length', body.length)
      sendHead()
      const callback = [chunk, encoding, done].find((argument) => typeof argument === 'function')
      return end.call(response, body, callback)
    }
  )
}
