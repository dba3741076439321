// @ts-check
/*
 * What the steps of the response pipeline (./chain.mjs) share about one answer: the one typed
 * record they read and write, in place of state hidden on the response object or on globalThis.
 */
import { rscHeader, rscQuery } from '../../internals/next-output.mjs'

/**
 * @typedef {object} Answer
 * @property {import('node:http').IncomingMessage} request
 * @property {import('node:http').ServerResponse} response Status and headers live here, as set
 *   by Next and by the steps before the head goes out.
 * @property {'page' | 'form' | 'other'} kind A page's HTML (answerKind), a form posted without
 *   JavaScript (its answer is a page too), or anything else.
 * @property {{ status: number, body: string } | undefined} refusal What a guard answers in place
 *   of Next (src/server/front-door/body-guard.mjs: a body cut at its limit); Next's writes are then dropped.
 * @property {string | undefined} document A release document or a refusal, sent instead of
 *   Next's body.
 * @property {boolean} hold The body is gathered and sent at its end, once, as `body`.
 * @property {Buffer | undefined} body A held body: Next's, or `document`, as the steps rewrite it.
 * @property {import('node:zlib').Gzip | import('node:zlib').BrotliCompress | undefined} encoder
 *   Compresses a body that is not held, as it streams.
 * @property {string | undefined} nonce The script nonce of a CMS page (./csp.mjs).
 */

/**
 * What a request's answer is: `page` for a page's HTML, not an API, an asset, or the data of a
 * client navigation; `form` for a form a browser posts without JavaScript (the quote and alert
 * forms; the trade-in and parts forms, multipart for their photos), whose answer the visitor
 * sees, so an outage's 503 must be the outage page, not the API's JSON (issues 38 and 50). A
 * multipart post counts only when it asks for a page (a browser's navigation accepts text/html;
 * a script's fetch of the same route asks for JSON and keeps it).
 * @param {import('node:http').IncomingMessage} request
 * @returns {Answer['kind']}
 */
export function answerKind(request) {
  const url = request.url ?? '/'
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers[rscHeader] &&
    !/^\/(api|cms\/api|_next)\//.test(url) &&
    !rscQuery.test(url)
  ) {
    return 'page'
  }
  if (request.method !== 'POST' || !/^\/api\//.test(url)) return 'other'
  const type = request.headers['content-type'] ?? ''
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return 'form'
  const asksForPage = /\btext\/html\b/i.test(request.headers.accept ?? '')
  return /^multipart\/form-data\b/i.test(type) && asksForPage ? 'form' : 'other'
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Answer['kind']} kind
 * @returns {Answer}
 */
export const createAnswer = (request, response, kind) => ({
  request,
  response,
  kind,
  refusal: undefined,
  document: undefined,
  hold: false,
  body: undefined,
  encoder: undefined,
  nonce: undefined,
})

/**
 * A step of the pipeline: `head` runs once Next has settled the status and headers, before they
 * go out; `body` runs for a held answer once its whole body is in `answer.body`.
 * @typedef {object} Step
 * @property {(answer: Answer) => void} [head]
 * @property {(answer: Answer) => void} [body]
 */
