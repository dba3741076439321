// @ts-check
/*
 * Step 5, last: the one compression of an answer (Next's own is off, next.config.mjs), Brotli or
 * gzip as the client accepts, for every compressible answer: pages, data, the inventory list
 * (which no longer needs nginx's compressor), scripts and styles. A held page is compressed
 * whole, once, after the steps before rewrote it; any other answer as it streams.
 */
import {
  constants,
  createBrotliCompress,
  createGzip,
  brotliCompressSync,
  gzipSync,
} from 'node:zlib'

/* As the `compression` package Next used: smaller answers gain too little to pay the CPU. */
const threshold = 1024
const compressible =
  /^(text\/|application\/(json|javascript|x-javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml|x-component)\b|image\/svg\+xml\b)/i
/* Quality 5: about gzip's time for a smaller answer; 11, Brotli's default, costs ~50x the CPU. */
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
}
const gzipOptions = { level: 6 }

/**
 * The coding to use for a request's Accept-Encoding: Brotli over gzip, none for q=0.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | undefined}
 */
export function negotiateEncoding(header) {
  /** @type {Map<string, number>} */
  const accepted = new Map()
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    if (name) accepted.set(name, q ? Number(q[1]) : 1)
  }
  const weight = (/** @type {string} */ name) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return undefined
}

/**
 * The coding for this answer, or undefined to send it as it is; marks it as varying by encoding.
 * @param {import('./answer.mjs').Answer} answer
 * @param {number | undefined} length
 */
function encodingFor({ request, response }, length) {
  const type = String(response.getHeader('content-type') ?? '')
  if (!compressible.test(type)) return undefined
  response.setHeader('Vary', varyWith(response.getHeader('vary')))
  const status = response.statusCode
  if (request.method === 'HEAD' || status === 204 || status === 206 || status === 304) return
  if (response.hasHeader('content-encoding')) return
  if (/\bno-transform\b/i.test(String(response.getHeader('cache-control') ?? ''))) return
  if (length !== undefined && length < threshold) return
  return negotiateEncoding(/** @type {string | undefined} */ (request.headers['accept-encoding']))
}

/** @param {import('node:http').OutgoingHttpHeader | undefined} vary */
const varyWith = (vary) => {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',')
  const list = names.map((name) => name.trim()).filter(Boolean)
  if (list.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    return list.join(', ')
  }
  return [...list, 'Accept-Encoding'].join(', ')
}

/** @type {import('./answer.mjs').Step} */
export const compressionStep = {
  head(answer) {
    if (answer.hold || answer.document !== undefined) return
    const declared = answer.response.getHeader('content-length')
    const encoding = encodingFor(answer, declared === undefined ? undefined : Number(declared))
    if (!encoding) return
    answer.response.setHeader('Content-Encoding', encoding)
    answer.response.removeHeader('Content-Length')
    answer.encoder =
      encoding === 'br' ? createBrotliCompress(brotliOptions) : createGzip(gzipOptions)
  },
  body(answer) {
    const body = /** @type {Buffer} */ (answer.body)
    const encoding = encodingFor(answer, body.length)
    if (!encoding) return
    answer.response.setHeader('Content-Encoding', encoding)
    answer.body =
      encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, gzipOptions)
  },
}
