// @ts-check
/*
 * Refuses an oversized request body, or an anonymous upload (src/server/front-door/anonymous-upload.mjs),
 * before Next or Payload buffers it (server.mjs runs this first for every request). Payload's REST
 * handler and Next's proxy read a whole body into memory before any check of their own, so 200 MB
 * sent anonymously to a sign-in cost 200 MB of the server's memory, many times over for
 * concurrent requests. Limits: src/lib/body-limits.mjs.
 */
import { bodyLimit, formatBytes } from '../../lib/body-limits.mjs'
import { isAnonymousUpload } from './anonymous-upload.mjs'
import { mediaVideoMaxMb } from '../env-schema.mjs'
import { watchBody } from './pipeline/chain.mjs'

/** @type {number | undefined} MEDIA_VIDEO_MAX_MB, read once (server.mjs has validated the environment) */
let videoMegabytes

/* Time for the client to read the refusal before a connection still sending a body is cut. */
const lingerMs = 2_000

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * Answers with an error. The rest of the body is read and dropped, not held, and the connection
 * is cut if it still arrives after a moment. Closing at once would not do: with unread data the kernel
 * resets the connection, and the client may lose the answer (Node itself closes right after an
 * answer that says `Connection: close`, so this one does not say it).
 * @param {Request} request
 * @param {Response} response
 * @param {number} status
 * @param {string} error
 * @returns {() => void} to call once the body has ended
 */
function refuse(request, response, status, error) {
  const body = JSON.stringify({ error })
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  response.end(body)
  const socket = request.socket
  const timer = setTimeout(() => socket.destroy(), lingerMs)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  return () => clearTimeout(timer)
}

const tooLarge = (/** @type {number} */ limit) =>
  `Request body is too large (at most ${formatBytes(limit)})`

/**
 * Checks a request's body against its route's limit. Returns true when the request was refused
 * at once (by its Content-Length) and must not reach Next. A body without a length (chunked) is
 * counted as it arrives and cut at the limit: the handler then sees the body end there, and the
 * client gets the 413 at once unless the handler has already answered; what the handler still
 * writes is dropped.
 * @param {import('./pipeline/answer.mjs').Answer} answer
 * @returns {boolean}
 */
export function guardBody(answer) {
  const { request, response } = answer
  let pathname = '/'
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname
  } catch {
    // An unparsable target gets the default limit; Next answers it.
  }
  if (isAnonymousUpload(request, pathname)) {
    request.once('end', refuse(request, response, 403, 'Sign in to upload media.'))
    return true
  }
  videoMegabytes ??= mediaVideoMaxMb.parse(process.env.MEDIA_VIDEO_MAX_MB || undefined)
  const limit = bodyLimit(pathname, videoMegabytes)
  const declared = request.headers['content-length']
  if (declared !== undefined) {
    // Node's parser never delivers more than a valid Content-Length announces.
    if (Number(declared) <= limit) return false
    // Node reads and drops a body nobody reads once the answer has gone out.
    request.once('end', refuse(request, response, 413, tooLarge(limit)))
    return true
  }
  let received = 0
  /** @type {(() => void) | undefined} */
  let ended
  watchBody(request, (chunk) => {
    if (ended) {
      // Past the limit everything is dropped; the end of the body stops the clock.
      if (chunk === null) ended()
      return 'drop'
    }
    if (chunk !== null) received += chunk.length
    if (received <= limit) return 'pass'
    const socket = request.socket
    const timer = setTimeout(() => socket.destroy(), lingerMs)
    timer.unref()
    ended = () => clearTimeout(timer)
    if (!response.headersSent) {
      // Sent now, through the pipeline, which then drops whatever Next still writes.
      answer.refusal = { status: 413, body: JSON.stringify({ error: tooLarge(limit) }) }
      response.end()
    }
    return 'end'
  })
  return false
}
