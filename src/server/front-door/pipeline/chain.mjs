// @ts-check
/*
 * The one place where an answer is taken from Next on its way out (docs/decisions/0041-one-
 * response-pipeline.md). Next writes to the response as to any Node response; here its
 * writeHead, write, end and flushHeaders are taken over once, and the steps run in their order:
 * each `head` when the status and headers are settled, before they go out; then, for an answer
 * a step chose to hold, each `body` once the whole body is in, which is then sent with its
 * Content-Length. An answer not held streams through, compressed on the way when a step gave it
 * an encoder. Nothing else in the server replaces a method of a response or a request: the body
 * guard watches a request's body through `watchBody`, below.
 */

/** @typedef {import('./answer.mjs').Answer} Answer */
/** @typedef {import('./answer.mjs').Step} Step */

/** @param {any} chunk @param {any} encoding */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(
          chunk,
          /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
        )

/*
 * Next's cached pages carry an ETag, a hash of the document: the same ETag, status and
 * Accept-Encoding get the same bytes and headers from the body steps, so a page served from a
 * cache is rewritten, hashed and compressed once per instance rather than on every view.
 * @type {Map<string, { body: Buffer, headers: [string, import('node:http').OutgoingHttpHeader | number | undefined][] }>}
 */
const finishedPages = new Map()
const rememberedPages = 500

/**
 * Runs the body steps on a held answer, or takes their result from a page finished before.
 * @param {Answer} answer @param {Step[]} steps
 */
function finish(answer, steps) {
  const { request, response } = answer
  const etag = response.getHeader('etag')
  const key =
    typeof etag === 'string' && answer.document === undefined
      ? `${response.statusCode} ${etag} ${request.headers['accept-encoding'] ?? ''}`
      : undefined
  const known = key === undefined ? undefined : finishedPages.get(key)
  if (known) {
    for (const [name, value] of known.headers) {
      if (value === undefined) response.removeHeader(name)
      else response.setHeader(name, value)
    }
    answer.body = known.body
    return
  }
  const before = response.getHeaders()
  for (const step of steps) step.body?.(answer)
  if (key === undefined) return
  const after = response.getHeaders()
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  /** @type {[string, any][]} */
  const headers = [...names].filter((n) => before[n] !== after[n]).map((n) => [n, after[n]])
  if (finishedPages.size >= rememberedPages) finishedPages.clear()
  finishedPages.set(key, { body: /** @type {Buffer} */ (answer.body), headers })
}

const isChunk = (/** @type {any} */ chunk) =>
  chunk !== undefined && chunk !== null && typeof chunk !== 'function'

/**
 * Runs `steps` on everything written to `answer.response`.
 * @param {Answer} answer
 * @param {Step[]} steps
 */
export function runPipeline(answer, steps) {
  const { response } = answer
  const writeHead = response.writeHead.bind(response)
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  const flushHeaders = response.flushHeaders.bind(response)
  /** @type {Buffer[]} */
  const held = []
  let settled = false
  let ended = false

  const settle = () => {
    if (settled) return
    settled = true
    for (const step of steps) step.head?.(answer)
    if (answer.hold) return
    // Node's implicit header (a write before writeHead) calls response.writeHead, below.
    if (!response.headersSent) writeHead(response.statusCode)
    answer.encoder?.on('data', (/** @type {Buffer} */ chunk) => write(chunk))
    answer.encoder?.on('error', (error) => response.destroy(error))
  }
  /* Next's body is dropped where a document stands in for it, and for HEAD. */
  const dropped = () => answer.document !== undefined || answer.request.method === 'HEAD'

  Object.assign(response, {
    /** writeHead(status, [reason], [headers]): the headers given here count for the steps. */
    writeHead(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (response.headersSent) return response
      if (!settled) {
        if (typeof rest[0] === 'string') response.statusMessage = rest[0]
        const headers = rest.find((argument) => typeof argument === 'object' && argument !== null)
        const pairs = Array.isArray(headers)
          ? headers.flatMap((value, index) => (index % 2 ? [] : [[value, headers[index + 1]]]))
          : Object.entries(headers ?? {})
        for (const [name, value] of pairs) response.setHeader(name, value)
        response.statusCode = status
        settle()
      } else if (!answer.hold) {
        writeHead(response.statusCode)
      }
      return response
    },
    flushHeaders() {
      settle()
      if (!answer.hold && !response.headersSent) flushHeaders()
    },
    /** Next calls this after each part of a streamed page, so a compressed stream keeps pace. */
    flush() {
      answer.encoder?.flush()
    },
    write(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ done) {
      settle()
      const callback = typeof encoding === 'function' ? encoding : done
      if (answer.hold || dropped() || answer.encoder) {
        if (isChunk(chunk) && !dropped()) {
          if (answer.hold) held.push(toBuffer(chunk, encoding))
          else answer.encoder?.write(toBuffer(chunk, encoding))
        }
        if (callback) process.nextTick(callback)
        return true
      }
      return write(chunk, encoding, done)
    },
    end(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ done) {
      if (ended) return response
      ended = true
      const chunked = response.hasHeader('transfer-encoding')
      // A whole body in one end() has its length known before the head, as Node would send it.
      if (!settled && isChunk(chunk) && !chunked && !response.hasHeader('content-length')) {
        response.setHeader('Content-Length', toBuffer(chunk, encoding).length)
      }
      settle()
      const callback = [chunk, encoding, done].find((argument) => typeof argument === 'function')
      if (answer.hold) {
        if (isChunk(chunk)) held.push(toBuffer(chunk, encoding))
        answer.body = Buffer.concat(held)
        finish(answer, steps)
        const body = /** @type {Buffer} */ (answer.body)
        if (!chunked) response.setHeader('Content-Length', body.length)
        writeHead(response.statusCode)
        end(body, callback)
      } else if (dropped()) {
        end(answer.request.method === 'HEAD' ? undefined : answer.document, callback)
      } else if (answer.encoder) {
        const encoder = answer.encoder
        encoder.once('end', () => end(callback))
        encoder.end(isChunk(chunk) ? toBuffer(chunk, encoding) : undefined)
      } else {
        end(chunk, encoding, done)
      }
      return response
    },
  })
}

/**
 * Shows `decide` each chunk of a request's body as it arrives (null: the body's end), before
 * whoever reads the body: `pass` hands it on, `drop` discards it, `end` ends the body there.
 * @param {import('node:http').IncomingMessage} request
 * @param {(chunk: Buffer | null) => 'pass' | 'drop' | 'end'} decide
 */
export function watchBody(request, decide) {
  const push = request.push.bind(request)
  request.push = (chunk, encoding) => {
    const decision = decide(chunk)
    if (decision === 'pass') return push(chunk, encoding)
    return decision === 'end' ? push(null) : true
  }
}
